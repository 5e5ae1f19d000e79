export async function runPost(): Promise<void> {}
