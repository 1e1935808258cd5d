import type { Plugin } from "vite";

/**
 * React Router 7's Vite plugin starts a child Vite server of its own (to read
 * CSS modules) from this config's plugins, with `envFile: false`, an option
 * Vite 8.1 deprecated in favour of `envDir: false` and warns about on every
 * start. This plugin, which the child server runs too, passes the same
 * setting under its new name. React Router 8 passes `envDir: false` itself
 * (remix-run/react-router#15230), and this plugin can go then.
 */
export function envDirInsteadOfEnvFile(): Plugin {
  return {
    name: "school:env-dir-instead-of-env-file",
    enforce: "pre",
    config(config) {
      if ((config as { envFile?: false }).envFile !== false) return;
      delete (config as { envFile?: false }).envFile;
      config.envDir = false;
    },
  };
}
