/**
 * The files of one skill's folder (references/, scripts/, assets/ …), listed
 * through src/beneath, bounded: what load_skill tells the model it may read with
 * read_file. Links are not followed: a skill's files are the ones in its folder.
 */
import { WalkError } from "../beneath/files.js";
import { entriesOf, inFolder } from "../beneath/folders.js";

const MAX_FILES = 100;
const MAX_DEPTH = 4;

export interface SkillFiles {
  files: string[];
  /** More files exist than were listed. */
  more: boolean;
}

export async function listSkillFiles(root: string, dir: string): Promise<SkillFiles> {
  const files: string[] = [];
  let more = false;
  const visit = async (folder: string, depth: number): Promise<void> => {
    let entries: { name: string; file: boolean; folder: boolean }[];
    try {
      entries = await inFolder(root, folder, async (open) =>
        (await entriesOf(open)).map((e) => ({ name: e.name, file: e.isFile(), folder: e.isDirectory() })),
      );
    } catch (error) {
      if (error instanceof WalkError) return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const rel = `${folder}/${entry.name}`;
      if (entry.file && rel !== `${dir}/SKILL.md`) {
        if (files.length >= MAX_FILES) {
          more = true;
          return;
        }
        files.push(rel);
      } else if (entry.folder && depth < MAX_DEPTH) await visit(rel, depth + 1);
    }
  };
  await visit(dir, 1);
  return { files, more };
}
