import { AchievementsPage } from '@fikrspace/companies/components/achievements-page';

/** Achievements (/fikrspace/startup/achievements): the companies context's timeline of what the startup achieved. */
export default function StartupAchievementsPage() {
  return <AchievementsPage />;
}
