import pg from 'pg';

/**
 * COPY through the wire protocol with the plain `pg` client (no extra package): the raw ceiling
 * the rebuild is compared with is "COPY the same rows", so the benchmark needs real COPY, not
 * INSERTs. A pg Submittable receives the protocol messages of its statement.
 */
class Copy implements pg.Submittable {
  private readonly chunks: Buffer[] = [];
  readonly done: Promise<Buffer>;
  private settle!: { resolve: (data: Buffer) => void; reject: (error: Error) => void };

  constructor(
    private readonly text: string,
    private readonly input: Buffer | null,
  ) {
    this.done = new Promise<Buffer>((resolve, reject) => (this.settle = { resolve, reject }));
  }

  submit(connection: pg.Connection): void {
    (connection as unknown as { query(text: string): void }).query(this.text);
  }

  /** COPY … FROM STDIN: the server is ready for the rows. */
  handleCopyInResponse(connection: pg.Connection): void {
    const wire = connection as unknown as { sendCopyFromChunk(chunk: Buffer): void; endCopyFrom(): void };
    // Chunks of at most 64 KB, as psql sends them.
    for (let offset = 0; offset < (this.input?.length ?? 0); offset += 65_536) wire.sendCopyFromChunk(this.input!.subarray(offset, offset + 65_536));
    wire.endCopyFrom();
  }

  /** COPY … TO STDOUT: one message per row. */
  handleCopyData(message: { chunk: Buffer }): void {
    // A view into the parser's reused buffer: keep a copy.
    this.chunks.push(Buffer.from(message.chunk));
  }

  handleCommandComplete(): void {}

  /** The client forgets the statement on an error, so its ReadyForQuery never reaches it. */
  handleError(error: Error): void {
    this.settle.reject(error);
  }

  handleReadyForQuery(): void {
    this.settle.resolve(Buffer.concat(this.chunks));
  }

  // Messages a COPY never gets; the client calls them on whatever statement is active.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handlePortalSuspended(): void {}
  handleEmptyQuery(): void {}
}

/** The rows of `copy … to stdout`, in COPY's text format. */
export async function copyOut(client: pg.Client, statement: string): Promise<Buffer> {
  const copy = new Copy(statement, null);
  void client.query(copy);
  return copy.done;
}

/** Loads rows (COPY's text format) with `copy … from stdin`. */
export async function copyIn(client: pg.Client, statement: string, rows: Buffer): Promise<void> {
  const copy = new Copy(statement, rows);
  void client.query(copy);
  await copy.done;
}
