import type { RouterContextProvider } from "react-router";
import type { ContentEditing } from "../../server/content/content-editing.server.ts";
import type { ContentSchedules } from "../../server/content/content-schedules.server.ts";
import type { MediaLibrary } from "../../server/content/media.server.ts";
import { type ConsoleRequest, refusal, requireConsole, requireConsolePost } from "#app/lib/console.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** An editor's or admin's request, with the content service (404 on a server that has no site to edit). */
export async function requireContent(args: Args): Promise<ConsoleRequest & { content: ContentEditing; schedules: ContentSchedules | null }> {
  const gate = await requireConsole(args, { area: "content" });
  if (!gate.service.content) throw refusal(404, "This server has no site to edit.");
  return { ...gate, content: gate.service.content, schedules: gate.service.contentSchedules };
}

export async function requireContentPost(args: Args): Promise<ConsoleRequest & { content: ContentEditing; schedules: ContentSchedules | null; form: FormData }> {
  const gate = await requireConsolePost(args, { area: "content" });
  if (!gate.service.content) throw refusal(404, "This server has no site to edit.");
  return { ...gate, content: gate.service.content, schedules: gate.service.contentSchedules };
}

/** An editor's or admin's request, with the media library. */
export async function requireMedia(args: Args): Promise<ConsoleRequest & { media: MediaLibrary }> {
  const gate = await requireConsole(args, { area: "content" });
  if (!gate.service.media) throw refusal(404, "This server keeps no pictures.");
  return { ...gate, media: gate.service.media };
}

export async function requireMediaPost(args: Args): Promise<ConsoleRequest & { media: MediaLibrary; form: FormData }> {
  const gate = await requireConsolePost(args, { area: "content" });
  if (!gate.service.media) throw refusal(404, "This server keeps no pictures.");
  return { ...gate, media: gate.service.media };
}
