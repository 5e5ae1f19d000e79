export async function runAction(): Promise<void> {}
