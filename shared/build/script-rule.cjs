const path = require('path');

/**
 * TypeScript as every build (browser, server render, standalone) compiles it: ts-loader
 * transpiles (type checking is the separate `tsc` step) after english-loader.cjs has put the
 * English of the module's messages at its top.
 * @param {string} dir the package's folder
 */
function scriptRule(dir) {
  return {
    test: /\.tsx?$/,
    use: [
      {
        loader: 'ts-loader',
        options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
      },
      { loader: path.join(__dirname, 'english-loader.cjs') },
    ],
  };
}

module.exports = { scriptRule };
