//! The "Image / GIF" dialog's decisions, natively tested: which position the PNG is of, the
//! GIF's options read and checked, a long GIF's cost told before it is begun (and made at the
//! next press with the same options), which GIF is the current one (a cancelled GIF may end
//! after the next began), and what the dialog says. The browser (`web/picture_dialog.rs`)
//! reads the controls into [`Act`]s, draws and encodes the pictures, and carries out the
//! [`Command`]s.

use super::handoff::Shown;
use crate::game::{Lang, Refusal as _};
use crate::view::picture::words::PictureWord;
use crate::view::picture::{GifCost, GifOptions, Orientation, PictureRefusal};
use crate::view::registry::open_table;
use crate::view::table::{Looks, Table};

/// A GIF being made, named so that only its own end frees the dialog.
pub type GifId = u32;

/// The GIF's controls as the dialog holds them.
#[derive(Clone, Debug, PartialEq)]
pub struct GifForm {
    pub delay_ms: f64,
    pub size: f64,
    /// `seen`, `first` or `second`.
    pub orientation: String,
    pub animate: bool,
}

/// Everything that can happen to the dialog.
#[derive(Clone, Debug, PartialEq)]
pub enum Act {
    Png,
    Gif(GifForm),
    /// Another GIF option was chosen: a cost told is told again.
    OptionsChanged,
    Cancel,
    /// A picture is ready (a PNG: `gif` None) with its size in bytes, or why not; `open`:
    /// whether the dialog is still open.
    Made {
        gif: Option<GifId>,
        result: Result<f64, PictureRefusal>,
        open: bool,
    },
    /// How far the GIF `gif` is.
    Progress {
        gif: GifId,
        done: usize,
        of: usize,
    },
}

/// What the page must do.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Draw the position after `plies` moves as a PNG, offered as the file `name`.
    MakePng {
        plies: usize,
        name: String,
    },
    /// Make the GIF, offered as the file `name`; [`Command::Stop`] stops it.
    MakeGif {
        gif: GifId,
        options: GifOptions,
        name: String,
    },
    /// Stop the GIF `gif` (its end still comes, as cancelled).
    Stop(GifId),
    /// Buttons off and the progress shown while a GIF is made, or back.
    Busy(bool),
    Progress {
        done: usize,
        of: usize,
    },
    /// The dialog's status line.
    Say(String),
    /// The GIF button's words.
    GifButton(String),
}

/// The dialog open on a copy of the game shown.
pub struct Pictures {
    table: Box<dyn Table>,
    /// How many of the game's moves the board showed: the PNG is of that position.
    shown: usize,
    making: Option<GifId>,
    last: GifId,
    /// A long GIF whose cost was told: the next press with these options makes it.
    warned: Option<GifOptions>,
}

impl Pictures {
    /// The dialog for the game the page shows; None when the game does not open.
    pub fn open(shown: &Shown) -> Option<Pictures> {
        let mut table = open_table(shown.game, &shown.start, &shown.moves).ok()?;
        table.set_settings(Looks { lang: shown.lang, theme: shown.theme, ..Looks::default() });
        table.resize(shown.width, shown.height);
        table.set_flipped(shown.flipped);
        let plies = table.history().len();
        Some(Pictures { table, shown: shown.shown.min(plies), making: None, last: 0, warned: None })
    }

    /// The game the pictures are made of.
    pub fn table(&self) -> &dyn Table {
        &*self.table
    }

    pub fn lang(&self) -> Lang {
        self.table.settings().lang
    }

    /// The orientations' words by the game's own seats ("White at the bottom"): for `first`
    /// and `second`, None where the game has no such seat.
    pub fn orientations(&self) -> [Option<String>; 2] {
        let seats = self.table.status().seats;
        let lang = self.lang();
        [0, 1].map(|i| seats.get(i).map(|c| PictureWord::OrientBottom.fill(lang, &[c.name().get(lang).to_string()])))
    }

    fn file_name(&self, extension: &str) -> String {
        format!("deskovna-{}.{extension}", self.table.kind().id())
    }

    pub fn act(&mut self, act: Act) -> Vec<Command> {
        let lang = self.lang();
        match act {
            Act::Png => vec![Command::MakePng { plies: self.shown, name: self.file_name("png") }],
            Act::Gif(form) => self.gif(form),
            Act::OptionsChanged => self.unwarn(),
            Act::Cancel => self.making.map(Command::Stop).into_iter().collect(),
            Act::Progress { gif, done, of } if Some(gif) == self.making => {
                let words = PictureWord::PictureProgress.fill(lang, &[done.to_string(), of.to_string()]);
                vec![Command::Progress { done, of }, Command::Say(words)]
            }
            Act::Progress { .. } => Vec::new(),
            Act::Made { gif, result, open } => {
                let mut out = Vec::new();
                if let Some(id) = gif {
                    // Only this GIF's own end frees the dialog.
                    if self.making != Some(id) {
                        return out;
                    }
                    self.making = None;
                    out.push(Command::Busy(false));
                }
                let name = self.file_name(if gif.is_some() { "gif" } else { "png" });
                match result {
                    Ok(bytes) => {
                        let kb = ((bytes / 1024.0).ceil() as u64).to_string();
                        out.push(Command::Say(PictureWord::PictureSaved.fill(lang, &[name, kb])));
                    }
                    // Closed while it was being made: nobody is waiting for the words.
                    Err(PictureRefusal::Cancelled) if !open => {}
                    Err(e) => out.push(Command::Say(e.render(lang))),
                }
                out
            }
        }
    }

    fn gif(&mut self, form: GifForm) -> Vec<Command> {
        let lang = self.lang();
        let options = Orientation::from_id(&form.orientation, &[])
            .and_then(|o| GifOptions::checked(form.delay_ms, form.size, o, form.animate));
        let options = match options {
            Ok(o) => o,
            Err(e) => return vec![Command::Say(e.render(lang))],
        };
        // A GIF that takes long is made once the player has seen what it costs.
        let (width, height) = self.table.size();
        let cost = GifCost::of(self.table.history().len(), &options, width, height);
        if cost.long() && self.warned != Some(options) {
            self.warned = Some(options);
            let args = [
                cost.frames.to_string(),
                cost.width.to_string(),
                cost.height.to_string(),
                format!("{:.0}", cost.seconds.ceil()),
                format!("{:.1}", cost.bytes / 1e6),
            ];
            return vec![
                Command::Say(PictureWord::GifLong.fill(lang, &args)),
                Command::GifButton(PictureWord::GifAnyway.get(lang).to_string()),
            ];
        }
        let mut out = self.unwarn();
        out.extend(self.making.take().map(Command::Stop));
        self.last += 1;
        self.making = Some(self.last);
        out.push(Command::Busy(true));
        out.push(Command::MakeGif { gif: self.last, options, name: self.file_name("gif") });
        out
    }

    /// Forgets a GIF's cost told: the button makes the GIF at once again (after its cost is
    /// told).
    fn unwarn(&mut self) -> Vec<Command> {
        match self.warned.take() {
            Some(_) => {
                vec![
                    Command::GifButton(PictureWord::PictureGif.get(self.lang()).to_string()),
                    Command::Say(String::new()),
                ]
            }
            None => Vec::new(),
        }
    }
}
