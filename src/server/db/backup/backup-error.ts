/**
 * A refusal or failure of a backup or restore that the operator can act on: its message is French,
 * complete and printed as is by the scripts, which then exit with 1.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}
