/// Where a view is on the screen: its bounds carried through every transform
/// and superview up to the screen. Used by the pictures (`render`, the playground).
extension View {
    /// A point of this view's bounds coordinates, on the screen.
    public func screenPoint(_ p: Point) -> Point {
        root.convertToSuperview(convert(p, to: nil))
    }

    /// The affine map from this view's bounds coordinates to the screen (exact:
    /// every step between them is affine). SVG's `matrix(a b c d tx ty)`.
    public var boundsToScreen: AffineTransform {
        let o = screenPoint(.zero), x = screenPoint(Point(1, 0)), y = screenPoint(Point(0, 1))
        return AffineTransform(a: x.x - o.x, b: x.y - o.y, c: y.x - o.x, d: y.y - o.y, tx: o.x, ty: o.y)
    }

    /// The corners of the bounds on the screen: top-left, top-right, bottom-right,
    /// bottom-left (as the view sees them; a turned view's top-left may be elsewhere).
    public var screenQuad: [Point] {
        let b = bounds
        return [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
            .map(screenPoint)
    }
}
