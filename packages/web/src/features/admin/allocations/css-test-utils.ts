/// <reference types="node" />
import { readFileSync } from 'node:fs';

/**
 * Tests of what a style sheet draws (a sign in ::before or ::after, which happy-dom does not
 * render) read the sheet from disk: vitest hands a test an empty string for any CSS import.
 */
export function readStyleSheet(folder: string, file: string): string {
  return readFileSync(`${folder}/${file}`, 'utf8');
}

/** The declarations of every rule whose selector list names `selector` (comments left out). */
export function declarations(css: string, selector: string): string {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter(([, selectors]) => selectors!.split(',').some((s) => s.trim() === selector))
    .map(([, , body]) => body)
    .join('\n');
}
