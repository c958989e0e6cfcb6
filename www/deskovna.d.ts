// Type declarations for Deskovna's embed API (embed.js).

export type GameId = 'drake' | 'camelot' | 'drakoburg' | 'shamrock';

/** What a board shows and how; every field is optional in `set`. */
export interface BoardConfig {
  game?: GameId;
  /** A variant for a new game. The Drake: a variant text (`v1-5-g…`, as the workshop's share
   *  link carries it) or a ready-made variant's id (`knights-and-lancers`, `heralds`,
   *  `guardians-and-phantoms`, `fortresses`, `capture-the-flag`, `bombs`, `drawn-stacks`,
   *  `asymmetric-armies`). Camelot: `camelot` | `chivalry` | `cam` | `camette` | `river`, with
   *  `anti-` before it for Anti-Camelot (`anti-cam`). Other games have none. A bad value is the
   *  error 'bad-variant' and changes nothing. A `position` carries its own variant and wins. */
  variant?: string;
  /** A position in the game's text format (default: the game's start). */
  position?: string;
  /** Moves played from the position, in the game's notation: an array, or one string
   *  separated by spaces or `~`. */
  moves?: string[] | string;
  /** The seat shown at the bottom: a seat colour (`white`, `black`, `blue`, `orange`, …) or
   *  `first` / `second`. */
  orientation?: string;
  /** The board shows the game but takes no moves from the player's hand (the page's own calls
   *  still play; an iframe opened view-only refuses messages that would change its game). */
  viewOnly?: boolean;
  /** `en` or `cs` (or a BCP 47 tag). */
  lang?: string;
  theme?: 'light' | 'dark' | 'contrast';
  coordinates?: boolean;
  /** A computer opponent for every side but the one at the bottom: a whole number 1–5, or null
   *  for none. */
  ai?: number | null;
  /** A puzzle instead of a game: `game:id` (`drakoburg:drakoburg-1-2`; the ids are those of
   *  the site's puzzle links, `#/<game>/puzzle/<id>`). The board says "your move as …", takes
   *  the player's moves, answers right ones with the opponent's reply and wrong ones with the
   *  computer's refutation, and offers Retry and Show the solution; its events are
   *  'puzzleready', 'puzzlesolved' and 'puzzlefailed'. The game's puzzle set is fetched from
   *  the site when asked for. A puzzle board refuses `game`, `variant`, `position` and `moves`
   *  ('bad-config'); `lang`, `theme`, `coordinates` and another `puzzle` apply. A text that is
   *  not `game:id` is the error 'bad-puzzle', a game without puzzles 'unknown-game', an id
   *  the set does not have 'unknown-puzzle', a set that could not be fetched
   *  'puzzles-not-loaded': each also said where the board would be. */
  puzzle?: string;
}

export interface DeskovnaError {
  /** 'unknown-game' | 'bad-position' | 'illegal-move' | 'bad-variant' (a `variant` the
   *  game does not have) | 'bad-config' (a value of the wrong type
   *  or out of range, an option that does not exist, a config that is not an object: the
   *  message names the field) | 'refused' (a person's gesture on the board)
   *  | 'not-mounted' (after `destroy`) | 'bad-element' (`mount` was not given an HTML element)
   *  | 'load-failed' (the engine could not be loaded: CORS or the host's CSP)
   *  | 'computer-blocked' (the page's CSP forbids the computer's worker or its wasm)
   *  | 'computer-failed' (the computer's worker could not answer)
   *  | 'view-only' (an iframe opened view-only refusing a message that would change its game)
   *  | 'bad-message' (an iframe's command without what it needs, or an unknown command)
   *  | 'bad-options' (`toGif` options of the wrong type or out of range: the message says which)
   *  | 'picture-failed' (the browser could not draw or encode the picture, or load the encoder)
   *  | 'cancelled' (`toGif` stopped by its `signal`)
   *  | 'bad-puzzle' | 'unknown-puzzle' | 'puzzles-not-loaded' (a `puzzle` that cannot be shown) */
  code: string;
  /** A sentence for people, in the board's language. */
  message: string;
}

export type Result = { ok: true } | { ok: false; error: DeskovnaError };
export type PlayResult = { ok: true; move: string; said: string } | { ok: false; error: DeskovnaError };

/** How `toGif` draws the game; every field is optional. */
export interface GifOptions {
  /** Milliseconds each position shows, a whole number 100–10000 (default 1000); the last
   *  position shows three times as long. */
  delay?: number;
  /** The GIF's width in pixels, a whole number 160–1200 (default 480); the height follows the
   *  board's shape. */
  size?: number;
  /** `seen` (as the board is shown, the default), `first`, `second` or a seat's colour at the
   *  bottom. */
  orientation?: string;
  /** Pieces slide between positions (four frames per move) instead of one frame per position. */
  animate?: boolean;
  /** Called after each frame is drawn. */
  onProgress?: (done: number, total: number) => void;
  /** Aborting it stops the GIF before its next frame (the promise rejects with 'cancelled'). */
  signal?: AbortSignal;
}

export interface MoveEvent { move: string; said: string; position: string; history: string[] }
export interface EndEvent { result: string; reason: string; text: string }

/** A puzzle board's puzzle is shown: whose move it is (a seat colour), its themes' ids and
 *  its rating. */
export interface PuzzleReadyEvent { game: GameId; id: string; toMove: string; themes: string[]; rating: number }
/** Every move of the solution found (once per puzzle); `firstTry`: without a wrong move
 *  before. `moves`: the solution, the opponent's replies among them, in notation. */
export interface PuzzleSolvedEvent { game: GameId; id: string; firstTry: boolean; moves: string[] }
/** A wrong move (each one: the board shows the computer's `refutation` and `message` says why,
 *  in the board's language), or the solution shown before any wrong move (`move` null, no
 *  refutation). */
export interface PuzzleFailedEvent { game: GameId; id: string; move: string | null; refutation: string[]; message: string }

/** Every method answers with a value and never throws; events are dispatched after the call
 *  that caused them has returned, so a listener may call the board (even `destroy` it). After
 *  `destroy` every method answers as a board that is not mounted. */
export interface Board {
  /** The last configuration error, or null. */
  readonly error: DeskovnaError | null;
  set(config: BoardConfig): Result;
  play(move: string): PlayResult;
  legalMoves(): string[];
  position(): string;
  start(): string;
  history(): string[];
  undo(): boolean;
  flip(): void;
  /** Where a spot ("e4", "Blue stack") is drawn: [x, y] in CSS pixels of the board, or []. */
  locate(spot: string): number[];
  /** The position shown as a PNG, twice the board's size, with coordinates. Rejects with a
   *  DeskovnaError ('picture-failed', 'not-mounted'). */
  toPng(): Promise<Blob>;
  /** The game shown as an animated GIF, one frame per position from the start (plus four in
   *  between per move when `animate`). Rejects with a DeskovnaError ('bad-options',
   *  'picture-failed', 'cancelled', 'not-mounted'). The page stays responsive meanwhile. */
  toGif(options?: GifOptions): Promise<Blob>;
  /** Listens to 'move', 'end', 'error' or a puzzle board's 'puzzleready', 'puzzlesolved',
   *  'puzzlefailed'; returns a function that stops listening. */
  on(event: 'move', fn: (e: MoveEvent) => void): () => void;
  on(event: 'end', fn: (e: EndEvent) => void): () => void;
  on(event: 'error', fn: (e: DeskovnaError) => void): () => void;
  on(event: 'puzzleready', fn: (e: PuzzleReadyEvent) => void): () => void;
  on(event: 'puzzlesolved', fn: (e: PuzzleSolvedEvent) => void): () => void;
  on(event: 'puzzlefailed', fn: (e: PuzzleFailedEvent) => void): () => void;
  destroy(): void;
}

export interface Deskovna {
  /** Mounts a board filling `element`. Never rejects: see `board.error` (also when the code
   *  could not load: then every call answers with that error). */
  mount(element: HTMLElement, config?: BoardConfig): Promise<Board>;
  /** Resolves to true when the engines are loaded, false when they cannot be (never rejects). */
  ready: Promise<boolean>;
}

declare global {
  interface Window { Deskovna: Deskovna }
  interface HTMLElementTagNameMap { 'deskovna-board': HTMLElement & { readonly board: Board | null; whenReady(): Promise<Board> } }
  interface HTMLElementEventMap {
    'deskovna:move': CustomEvent<MoveEvent>;
    'deskovna:end': CustomEvent<EndEvent>;
    'deskovna:error': CustomEvent<DeskovnaError>;
    'deskovna:puzzleready': CustomEvent<PuzzleReadyEvent>;
    'deskovna:puzzlesolved': CustomEvent<PuzzleSolvedEvent>;
    'deskovna:puzzlefailed': CustomEvent<PuzzleFailedEvent>;
  }
}
