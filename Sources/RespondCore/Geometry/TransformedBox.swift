extension AffineTransform {
    /// The bounds size whose box, after this transform, has the size `box`: what
    /// UIKit calls the frame of a transformed view is that box, so
    /// `|a|·w + |c|·h = box.width` and `|b|·w + |d|·h = box.height`.
    ///
    /// nil when the box alone cannot tell the size: when the two equations are the
    /// same one (a rotation of exactly 45°, where every w + h of the same sum gives
    /// the same box), or when the answer would be negative (a box printed with too
    /// few digits for an angle that close to 45°).
    public func boundsSize(fillingBoxOf box: Size) -> Size? {
        let a = abs(self.a), b = abs(self.b), c = abs(self.c), d = abs(self.d)
        let scale = max(a, b, c, d)
        let det = a * d - b * c
        guard scale > 0, abs(det) > 1e-9 * scale * scale else { return nil }
        let w = (d * box.width - c * box.height) / det
        let h = (a * box.height - b * box.width) / det
        let tolerance = 1e-9 * max(abs(box.width), abs(box.height), 1)
        guard w > -tolerance, h > -tolerance else { return nil }
        return Size(max(w, 0), max(h, 0))
    }
}
