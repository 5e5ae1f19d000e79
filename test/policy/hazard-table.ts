/**
 * Commands that read differently than they run, and allowed programs given
 * options that change what they can do (docs/decisions/0014-commands-judged-by-what-they-can-do.md): each judged against
 * HAZARD_CONFIG_YAML, with the decision it must get and a word the reason must
 * name (the character's code point, or the option).
 */
import type { Decision } from "../../src/policy/types.js";

export type HazardCase = [command: string, expected: Decision, names?: string];

export const HAZARD_CONFIG_YAML = `
approval:
  default: ask
  rules:
    - allow: execute_command
      commands: ["git *", "npm *", "npx *", "pnpm *", "yarn *", "node *", "find *", "sed *", "tar *", "rsync *", "sort *",
                 "echo *", "printf *", "grep *", "ls *", "cat *", "bash -c *", "env *", "xargs *"]
    - allow: execute_command
      commands: ["git diff --no-index *"]
    - allow: execute_command
      commands: ["find *"]
      allow_options: ["-delete"]
`;

/** Line breaks other than \\n, controls and invisible format characters: shown wrongly or not at all. */
const HIDDEN: [string, string][] = [
  ["\r", "U+000D"],
  ["\u2028", "U+2028"],
  ["\u2029", "U+2029"],
  ["\u0085", "U+0085"],
  ["\u200b", "U+200B"],
  ["\u200c", "U+200C"],
  ["\u200d", "U+200D"],
  ["\u2060", "U+2060"],
  ["\ufeff", "U+FEFF"],
  ["\u00ad", "U+00AD"],
  ["\u001b", "U+001B"],
  ["\u0008", "U+0008"],
  ["\u00a0", "U+00A0"],
  ["\u180e", "U+180E"],
  ["\u{e0001}", "U+E0001"],
];
/** Bidi controls reorder the rest of the line on screen: refused inside quotes too. */
const BIDI: [string, string][] = [
  ["\u202a", "U+202A"],
  ["\u202b", "U+202B"],
  ["\u202c", "U+202C"],
  ["\u202d", "U+202D"],
  ["\u202e", "U+202E"],
  ["\u2066", "U+2066"],
  ["\u2067", "U+2067"],
  ["\u2068", "U+2068"],
  ["\u2069", "U+2069"],
  ["\u200e", "U+200E"],
  ["\u200f", "U+200F"],
  ["\u061c", "U+061C"],
];

export const CHARACTER_CASES: HazardCase[] = [
  ...HIDDEN.flatMap(([ch, code]): HazardCase[] => [
    [`echo hello${ch}rm -rf x`, "deny", code],
    [`${ch}echo hello`, "deny", code],
    [`echo 'hello${ch}rm -rf x'`, "allow"],
    [`echo "hello${ch}rm -rf x"`, "allow"],
    [`bash -c 'echo hello${ch}rm x'`, "deny", code],
  ]),
  ...BIDI.flatMap(([ch, code]): HazardCase[] => [
    [`echo hello${ch}rm -rf x`, "deny", code],
    [`echo 'hello${ch}' && curl x`, "deny", code],
    [`echo "hello${ch}"`, "deny", code],
  ]),
  // line breaks: between commands refused; inside quotes, continued lines and at the ends allowed
  ["npm install\nnpm run build", "deny", "line 1, column 12"],
  ["echo a &&\necho b", "deny", "line break"],
  ["echo a # note\necho b", "deny", "line break"],
  ["echo a\\\n  b", "allow"],
  ["echo 'a\nb'", "allow"],
  ['git commit -m "subject\n\nbody"', "allow"],
  ["\n  echo a\n\n", "allow"],
  ["echo 'a\r\nb'", "allow"],
  ["bash -c 'echo a\necho b'", "deny", "line break"],
];

export const OPTION_CASES: HazardCase[] = [
  // git: the option spellings, abbreviations, and its global options
  ["git diff HEAD~1 -- src/a.ts", "allow"],
  ["git diff --output=/tmp/x", "deny", "--output"],
  ["git diff --output /tmp/x", "deny", "--output"],
  ["git diff --out=/tmp/x", "deny", "--output"],
  ["git diff --output-indicator-new=+", "allow"],
  ["git diff --no-index /etc/passwd a", "allow", "pattern written with it"],
  ["git diff --no-index --output=/tmp/x a b", "deny", "--output"],
  ["git log -p --no-index", "deny", "--no-index"],
  ["git diff --ext-diff", "deny", "--ext-diff"],
  ["git diff --no-ext-diff", "allow"],
  ["git diff --text", "allow"],
  ["git log --textconv", "deny", "--textconv"],
  ["git -c core.pager=sh log", "deny", "-c"],
  ["git -c alias.x='!rm -rf y' x", "deny", "-c"],
  ["git diff -c", "allow", "-c after the subcommand is combined diff"],
  ["git --config-env=core.pager=E log", "deny", "--config-env"],
  ["git --exec-path=/tmp/bin status", "deny", "--exec-path"],
  ["git --exec-path", "allow", "prints the path"],
  ["git fetch --upload-pack=/tmp/x origin", "deny", "--upload-pack"],
  ["git ls-remote --upload-pa=/tmp/x .", "deny", "--upload-pack"],
  ["git clone -u /tmp/x repo", "deny", "-u"],
  ["git push -u origin main", "allow", "-u of push is --set-upstream"],
  ["git push --receive-pack=/tmp/x origin", "deny", "--receive-pack"],
  ["git push --exec=/tmp/x origin", "deny", "--exec"],
  ["git rebase -x 'rm y' main", "deny", "-x"],
  ["timeout 5 git diff --output=/tmp/x", "deny", "--output"],
  // npm, npx, pnpm, yarn
  ["npm test", "allow"],
  ["npm run build --script-shell=/tmp/sh", "deny", "--script-shell"],
  ["npm run build --script-sh /tmp/sh", "deny", "--script-shell"],
  ["npm test --node-options=--require=./x.js", "deny", "--node-options"],
  ["npm test -- --node-options=x", "allow", "after -- it goes to the script"],
  ["npm install --userconfig /tmp/npmrc", "deny", "--userconfig"],
  ["npx -c 'rm -rf y'", "deny", "-c"],
  ["npx --call 'rm -rf y'", "deny", "--call"],
  ["npx eslint -c eslint.config.js", "allow", "-c after the package is the package's"],
  ["npm exec -c 'rm y'", "deny", "-c"],
  ["npm x --call='rm y'", "deny", "--call"],
  ["pnpm exec -c 'rm y'", "deny", "-c"],
  ["pnpm dlx --shell-mode 'rm y'", "deny", "--shell-mode"],
  ["yarn build --script-shell /tmp/sh", "deny", "--script-shell"],
  // node
  ["node scripts/build.js", "allow"],
  ['node -e \'require("fs").rmSync("y")\'', "deny", "-e"],
  ["node --eval=1", "deny", "--eval"],
  ["node -p 1", "deny", "-p"],
  ["node -pe 1", "deny", "-p"],
  ["node --print 1", "deny", "--print"],
  ["node -r ./x.js a.js", "deny", "-r"],
  ["node --require=./x.js a.js", "deny", "--require"],
  ["node --import ./x.mjs a.js", "deny", "--import"],
  ["node --experimental-loader ./x.mjs a.js", "deny", "--experimental-loader"],
  ["node a.js -e 1", "allow", "after the script it is the script's"],
  // find
  ["find . -name '*.ts'", "allow"],
  ["find . -name '*.ts' -exec grep -l x {} \\;", "deny", "-exec"],
  ["find . -execdir grep x {} +", "deny", "-execdir"],
  ["find . -ok grep x {} \\;", "deny", "-ok"],
  ["find . -name '*.tmp' -delete", "allow", "allow_options names -delete"],
  ["find . -fprint /tmp/x", "deny", "-fprint"],
  // xargs: arguments from input could be any option of the program it runs
  ["ls | xargs grep x", "allow"],
  ["ls | xargs git diff", "deny", "xargs"],
  ["ls | xargs -n1 node", "deny", "xargs"],
  // sed
  ["sed -n 1,5p a.txt", "allow"],
  ["sed 's/a/b/g' a.txt", "allow"],
  ["sed -i 's/a/b/' a.txt", "deny", "-i"],
  ["sed -ie 's/a/b/' a.txt", "deny", "-i"],
  ["sed -ni 's/a/b/p' a.txt", "deny", "-i"],
  ["sed --in-place 's/a/b/' a.txt", "deny", "--in-place"],
  ["sed -i.bak 's/a/b/' a.txt", "deny", "-i"],
  ["sed 's/a/id/e' a.txt", "deny", "e"],
  ["sed '1e id' a.txt", "deny", "e"],
  ["sed -e 'p' -e '/x/e rm y' a.txt", "deny", "e"],
  ["sed --expression='$e id' a.txt", "deny", "e"],
  ["sed 's/a/b/w /tmp/out' a.txt", "deny", "w"],
  ["sed '/x/w /tmp/out' a.txt", "deny", "w"],
  ["sed -f script.sed a.txt", "deny", "-f"],
  ["sed 's/e/E/g' a.txt", "allow", "an e inside the pattern is not the command"],
  ["sed -e 's|/x|/e|' a.txt", "allow"],
  // tar
  ["tar -xzf a.tgz", "allow"],
  ["tar -xf a.tar --to-command=sh", "deny", "--to-command"],
  ["tar -cf a.tar --checkpoint=1 --checkpoint-action=exec=sh .", "deny", "--checkpoint-action"],
  ["tar -I 'sh -c id' -xf a.tar", "deny", "-I"],
  ["tar xIf sh a.tar", "deny", "-I"],
  ["tar --use-compress-program=sh -xf a.tar", "deny", "--use-compress-program"],
  // sort starts its compressor
  ["sort -u a.txt", "allow"],
  ["sort --compress-program=sh -S 1 a.txt", "deny", "--compress-program"],
  ["sort --compress-prog sh a.txt", "deny", "--compress-program"],
  // rsync
  ["rsync -av src/ dst/", "allow"],
  ["rsync -e 'sh -c id' a b", "deny", "-e"],
  ["rsync -avze 'sh -c id' a b", "deny", "-e"],
  ["rsync --rsh='sh -c id' a b", "deny", "--rsh"],
  ["rsync --rsync-path='sh -c id' a host:b", "deny", "--rsync-path"],
  // env -S splits a string into a command
  ["env -S 'rm -rf y'", "deny", "-S"],
  ["env --split-string='rm -rf y'", "deny", "-S"],
  // a word only known at run time could be any option
  ["X=--output=/tmp/x; git diff $X", "deny", "$X"],
  ['git diff "$X"', "deny", "$X"],
  ["git $SUB --output=/tmp/x", "deny", "$SUB"],
  ["find . $ACTION", "deny", "$ACTION"],
  ["sed $EXPR a.txt", "deny", "$EXPR"],
  ["node $FLAGS a.js", "deny", "$FLAGS"],
  ["node a.js $ARG", "allow", "after the script it is the script's"],
  ["npx $PKG", "deny", "$PKG"],
  ["npm test -- $ARGS", "allow", "after -- it goes to the script"],
  ["echo $X", "allow", "echo has no hazardous options"],
  // quoted data that only looks like an option is not one to the shell either: it is the word's value
  ["echo --output=/tmp/x", "allow"],
  ["git log --grep='--output'", "allow"],
];
