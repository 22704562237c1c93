// The timeline's tabs and limits, without zod, for the apps' first load.

/** hot: What's hot, where members post; academy and announcement: operators' content. */
export const timelineTabs = ['hot', 'academy', 'announcement'] as const;
export type TimelineTab = (typeof timelineTabs)[number];
/** The only tab a member may add a post to. */
export const MEMBER_TIMELINE_TAB: TimelineTab = 'hot';

export const TIMELINE_CONTENT_MAX = 2000;
export const TIMELINE_IMAGES_MAX = 9;
/** The longest video accepted, in milliseconds (one minute). */
export const TIMELINE_VIDEO_MAX_MS = 60_000;
