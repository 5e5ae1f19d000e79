/**
 * The git layer's public surface (DESIGN §5): what run/, action/ and cli/ import.
 *
 * A run, in order: createGitRunner → stashCredentials (saved outside the workspace
 * with writeCredentialStash) → resolveWorkBranch → prepareBranch (records paths
 * that were dirty before the run: they are never staged, only warned about) →
 * GitCheckpointer (+ SignedCommitter over createGitDataApi when git.sign) and
 * Pusher.create → per tool call beforeTool (index synced for commands) and afterTool,
 * then pusher.afterCheckpoint → checkpointer.saveState once per turn (it rides along
 * in the run's fast-import stream) → finish → pusher.pushNow → checkpointer.close →
 * restoreCredentials.
 * The post step: restoreCredentials from the stash file, then pushPending.
 */
export {
  BranchError,
  isValidBranchName,
  lsRemote,
  type PreparedBranch,
  type PrepareOptions,
  prepareBranch,
  resolveWorkBranch,
  type WorkBranchInput,
} from "./branch.js";
export { CheckpointError, GitCheckpointer, type GitCheckpointerOptions, runHistoryRef } from "./checkpointer.js";
export {
  type CredentialStash,
  readCredentialStash,
  restoreCredentials,
  stashCredentials,
  withCredentialsRemoved,
  writeCredentialStash,
} from "./credentials.js";
export { createGitDataApi, GitDataApiError, type RequestFn } from "./git-data-api.js";
export { type LoggedCheckpoint, readCheckpoints } from "./message.js";
export {
  authEnv,
  DEFAULT_SERVER_URL,
  execRemote,
  type GitAuth,
  RemoteNotAllowedError,
  type RetryOptions,
  safeUrl,
} from "./network.js";
export { formatPatch } from "./patch.js";
export { PushError, type PushKind, type PushOptions, type PushResult, push } from "./push.js";
export { Pusher, type PusherOptions, PushStateMismatchError, pushPending, readPushState } from "./pusher.js";
export {
  createGitRunner,
  DEFAULT_IDENTITY,
  GitCommandError,
  type GitExecOptions,
  type GitIdentity,
  type GitLog,
  type GitResult,
  type GitRunner,
  type GitRunnerOptions,
  silentLog,
} from "./runner.js";
export {
  DEFAULT_STATE_MAX_BYTES,
  type LoadedState,
  loadSessionState,
  type SavedState,
  SessionStateError,
  saveSessionState,
  sessionStateRef,
} from "./session-state.js";
export {
  type GitDataApi,
  SignedCommitError,
  SignedCommitter,
  type SignedCommitterOptions,
  type TreeEntryInput,
} from "./signed.js";
export type { Checkpoint, Checkpointer, CheckpointRequest } from "./types.js";
