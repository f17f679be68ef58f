import { channelFigureDefinition, type ChannelFigure } from '../marketing';
import { useMetricsTranslation } from './use-metrics-translation';

/** A marketing figure's name in the reader's language, and the definition its numbers are formatted by. */
export function useChannelFigureTexts() {
  const { t } = useMetricsTranslation();
  const name = (figure: ChannelFigure) => t(`marketing.figures.${figure}`);
  return { name, definition: (figure: ChannelFigure) => channelFigureDefinition(figure, name(figure)) };
}
