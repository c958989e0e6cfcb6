//! Short sounds made with the Web Audio API (no audio files): a move, a capture, the end.

use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

use crate::app::session::Cue;

/// One tone: start offset and length in seconds, frequency, wave.
fn tone(ctx: &AudioContext, at: f64, length: f64, hz: f32, wave: OscillatorType, volume: f32) -> Option<()> {
    let osc = ctx.create_oscillator().ok()?;
    let gain = ctx.create_gain().ok()?;
    osc.set_type(wave);
    osc.frequency().set_value(hz);
    let t0 = ctx.current_time() + at;
    gain.gain().set_value_at_time(0.0001, t0).ok()?;
    gain.gain().exponential_ramp_to_value_at_time(volume, t0 + 0.01).ok()?;
    gain.gain().exponential_ramp_to_value_at_time(0.0001, t0 + length).ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ctx.destination()).ok()?;
    osc.start_with_when(t0).ok()?;
    osc.stop_with_when(t0 + length + 0.02).ok()?;
    Some(())
}

/// Creates the audio context ahead of time: making one takes tens of milliseconds, which
/// would otherwise stall the first move that makes a sound. It starts suspended until a
/// user gesture lets `play` resume it.
pub fn warm_up() {
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
    });
}

/// Plays a cue (after a user gesture; browsers keep audio silent before one).
pub fn play(cue: Cue) {
    warm_up();
    CONTEXT.with(|c| {
        let c = c.borrow();
        let Some(ctx) = c.as_ref() else { return };
        let _ = ctx.resume();
        match cue {
            Cue::Move => {
                tone(ctx, 0.0, 0.07, 660.0, OscillatorType::Triangle, 0.12);
            }
            Cue::Capture => {
                tone(ctx, 0.0, 0.09, 330.0, OscillatorType::Square, 0.08);
                tone(ctx, 0.06, 0.14, 196.0, OscillatorType::Triangle, 0.14);
            }
            Cue::End => {
                for (i, hz) in [523.25, 659.25, 783.99].iter().enumerate() {
                    tone(ctx, i as f64 * 0.12, 0.3, *hz, OscillatorType::Sine, 0.12);
                }
            }
        }
    });
}
