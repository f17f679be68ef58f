export { StrategyPage as default } from '@fikrspace/strategy/components/strategy-page';
