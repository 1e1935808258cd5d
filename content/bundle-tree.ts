import fs from "node:fs/promises";
import path from "node:path";

export type TreeFile = {
  /** Relative to the walked folder, with `/` between parts on every platform. */
  name: string;
  source: string;
  size: number;
};

export type Tree = { exists: boolean; files: TreeFile[]; problems: string[] };

/**
 * Lists the regular files under a folder without following symbolic links:
 * a link could point outside the bundle (or at a secret), so links are
 * reported rather than read. Names come out sorted so problems and copies
 * happen in the same order every time.
 */
export async function walkTree(root: string, label: string): Promise<Tree> {
  const tree: Tree = { exists: false, files: [], problems: [] };
  let rootStat: Awaited<ReturnType<typeof fs.lstat>>;
  try {
    rootStat = await fs.lstat(root);
  } catch (error) {
    if (isMissing(error)) return tree;
    throw error;
  }
  tree.exists = true;
  if (rootStat.isSymbolicLink()) {
    tree.problems.push(`${label}: symbolic links are not allowed`);
    return tree;
  }
  if (!rootStat.isDirectory()) {
    tree.problems.push(`${label}: must be a folder`);
    return tree;
  }
  await walkInto(root, "", label, tree);
  return tree;
}

async function walkInto(root: string, relative: string, label: string, tree: Tree): Promise<void> {
  const folder = path.join(root, relative);
  const names = (await fs.readdir(folder)).sort();
  for (const name of names) {
    const child = relative === "" ? name : `${relative}/${name}`;
    const source = path.join(folder, name);
    const stat = await fs.lstat(source);
    if (stat.isSymbolicLink()) tree.problems.push(`${label}/${child}: symbolic links are not allowed`);
    else if (stat.isDirectory()) await walkInto(root, child, label, tree);
    else if (stat.isFile()) tree.files.push({ name: child, source, size: stat.size });
    else tree.problems.push(`${label}/${child}: not a regular file`);
  }
}

export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}
