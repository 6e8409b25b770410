import avatar1 from "./avatar-1.svg?w=48;96;144&responsive";
import avatar2 from "./avatar-2.svg?w=48;96;144&responsive";
import avatar3 from "./avatar-3.svg?w=48;96;144&responsive";
import avatar4 from "./avatar-4.svg?w=48;96;144&responsive";
import avatar5 from "./avatar-5.svg?w=48;96;144&responsive";

/** The five shopper avatars of the home trust card, as AVIF/WebP at 1×, 2× and 3× of 48 px (ADR 0301). */
export const avatarImages = [avatar1, avatar2, avatar3, avatar4, avatar5] as const;
