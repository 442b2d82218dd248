// heic-decode ships no types: the part heic-worker.cjs uses (and heic-bench.ts, which compares).
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface HeifImages extends Array<HeifImage> {
    dispose(): void;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeifImages>;
  }
  export = decode;
}
