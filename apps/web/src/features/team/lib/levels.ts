const levelMessages = {
  0: 'webTeam.level.0',
  1: 'webTeam.level.1',
  2: 'webTeam.level.2',
  3: 'webTeam.level.3',
} as const;

/** A level's name (0: every level); an unknown level reads as a regular member. */
export function levelMessage(level: number): (typeof levelMessages)[keyof typeof levelMessages] {
  return levelMessages[level as keyof typeof levelMessages] ?? levelMessages[1];
}
