//! The words of the app's Image / GIF dialog: the tools wasm builds the dialog, so the page
//! carries none of them.

use crate::view::words::words;

words! {
    /// A word of the Image / GIF dialog, named by the element's id (`picture-png`) or key.
    PictureWord;
    PictureTitle "picture-title" => crate::text!("A picture of the game", "Obrázek hry");
    PicturePng "picture-png" => crate::text!("Download the position (PNG)", "Stáhnout pozici (PNG)");
    PictureGifLegend "picture-gif-legend" => crate::text!("The game as an animated GIF", "Hra jako animovaný GIF");
    PictureDelay "picture-delay" => crate::text!("Time per move", "Čas na tah");
    PictureOrientation "picture-orientation" => crate::text!("Board", "Deska");
    OrientSeen "orient-seen" => crate::text!("As seen now", "Jak je vidět teď");
    OrientBottom "orient-bottom" => crate::text!("{0} at the bottom", "{0} dole");
    PictureSize "picture-size" => crate::text!("Width", "Šířka");
    SizeSmall "size-small" => crate::text!("Small (320 px)", "Malý (320 px)");
    SizeMedium "size-medium" => crate::text!("Medium (480 px)", "Střední (480 px)");
    SizeLarge "size-large" => crate::text!("Large (720 px)", "Velký (720 px)");
    PictureAnimate "picture-animate" => crate::text!("Slide the pieces", "Posouvat kameny");
    PictureGif "picture-gif" => crate::text!("Download the GIF", "Stáhnout GIF");
    PictureCancel "picture-cancel" => crate::text!("Cancel", "Zrušit");
    PictureProgress "picture-progress" => crate::text!("Frame {0} of {1}…", "Snímek {0} z {1}…");
    PictureSaved "picture-saved" => crate::text!("Saved {0} ({1} KB).", "Uloženo {0} ({1} KB).");
    GifLong "gif-long" => crate::text!("This GIF has {0} frames of {1} × {2} px: it takes about {3} s to make and is about {4} MB. Press again to make it, or choose a smaller width or no sliding.", "Tento GIF má {0} snímků o {1} × {2} px: vytvoří se asi za {3} s a bude mít asi {4} MB. Stiskněte znovu a vytvoří se, nebo zvolte menší šířku či bez posouvání.");
    GifAnyway "gif-anyway" => crate::text!("Make it anyway", "Přesto vytvořit");
}
