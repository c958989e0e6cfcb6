use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::registry::new_table;
use deskovna::view::scene::Shape;
use deskovna::view::table::Looks;
use deskovna::view::theme::ThemeName;
#[test]
fn stats() {
    for &kind in GameKind::ALL {
        let mut t = new_table(kind, &[]).unwrap();
        t.set_settings(Looks { lang: Lang::En, theme: ThemeName::ALL[0], coordinates: true, animation_ms: 0.0 });
        t.resize(390.0, 500.0);
        let s = t.scene(0.0);
        let (mut rect, mut circ, mut poly, mut line, mut text, mut pts) = (0, 0, 0, 0, 0, 0);
        let (mut fills, mut strokes, mut fonts, mut widths) = (0, 0, 0, 0);
        let (mut cf, mut cs, mut cfont, mut cw) = (None, None, None, None);
        let mut ncf = 0;
        let mut ncs = 0;
        let mut nfont = 0;
        let mut nw = 0;
        for sh in &s.shapes {
            let (f, st, font) = match sh {
                Shape::Rect { paint, .. } => {
                    rect += 1;
                    (paint.fill, paint.stroke, None)
                }
                Shape::Circle { paint, .. } => {
                    circ += 1;
                    (paint.fill, paint.stroke, None)
                }
                Shape::Polygon { points, paint } => {
                    poly += 1;
                    pts += points.len();
                    (paint.fill, paint.stroke, None)
                }
                Shape::Line { color, width, .. } => {
                    line += 1;
                    (None, Some((*color, *width)), None)
                }
                Shape::Text { size, color, bold, .. } => {
                    text += 1;
                    (Some(*color), None, Some((size.round() as u32, *bold)))
                }
            };
            if let Some(f) = f {
                fills += 1;
                if cf != Some(f) {
                    ncf += 1;
                    cf = Some(f);
                }
            }
            if let Some((c, w)) = st {
                strokes += 1;
                if cs != Some(c) {
                    ncs += 1;
                    cs = Some(c);
                }
                widths += 1;
                if cw != Some(w.to_bits()) {
                    nw += 1;
                    cw = Some(w.to_bits());
                }
            }
            if let Some(ft) = font {
                fonts += 1;
                if cfont != Some(ft) {
                    nfont += 1;
                    cfont = Some(ft);
                }
            }
        }
        println!("{:?}: shapes {} rect {rect} circ {circ} poly {poly} (pts {pts}) line {line} text {text}; fill {fills}->{ncf} stroke {strokes}->{ncs} width {widths}->{nw} font {fonts}->{nfont}", kind, s.shapes.len());
    }
}
