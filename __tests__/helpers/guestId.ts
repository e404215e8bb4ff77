/** A well-formed visitor chat id (`guest-` + 32 characters), one per letter: gid('a'), gid('b') … */
export const gid = (c: string) => `guest-${c.repeat(32)}`;
