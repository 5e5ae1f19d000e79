/**
 * The trigger room's one door: turn a webhook event (or a CLI event file) into
 * a Trigger — who asked, on what, for which branch — or a reason to skip, and
 * map a Trigger to the inputs of the API calls that follow. Everything else in
 * this folder is how that parsing is done; the rest of src/ imports from here.
 */

export { branchForPullRequest, parsePullRequest } from "./common.js";
export { readEvent } from "./event-file.js";
export { inferEventName } from "./event-name.js";
export {
  actorToCheckFor,
  commentTargetFor,
  contextRequestFor,
  reactableCommentFor,
  repoUrlFor,
} from "./from-trigger.js";
export { parseTrigger, SUPPORTED_EVENTS } from "./parse.js";
export { stripPhrase } from "./phrase.js";
export type { RepositoryRef, Trigger, TriggerResult } from "./types.js";
