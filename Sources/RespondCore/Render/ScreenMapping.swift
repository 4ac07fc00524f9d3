/// Where a view is on the screen: its bounds carried through every transform
/// and superview up to the screen. Used by the pictures (`render`, the playground).
extension View {
    /// A point of this view's bounds coordinates, on the screen.
    public func screenPoint(_ p: Point) -> Point {
        root.convertToSuperview(convert(p, to: nil))
    }

    /// The affine map from this view's bounds coordinates to the screen (exact:
    /// every step between them is affine). SVG's `matrix(a b c d tx ty)`.
    public var boundsToScreen: AffineTransform { Self.affineMap(screenPoint) }

    /// The corners of the bounds on the screen: top-left, top-right, bottom-right,
    /// bottom-left (as the view sees them; a turned view's top-left may be elsewhere).
    public var screenQuad: [Point] { Self.corners(of: bounds).map(screenPoint) }

    // MARK: The presentation (SPEC 11.8)

    /// A point of this view's bounds coordinates, on the screen as it is drawn
    /// now: each view on the way up takes its look from `looks` (what running
    /// animations draw, `Animator.drawnLooks`), or its model values when it has none.
    func presentationScreenPoint(_ p: Point, looks: [ObjectIdentifier: Animator.Look]) -> Point {
        var point = p
        var v: View? = self
        while let current = v {
            point = looks[ObjectIdentifier(current)].map { $0.convertToSuperview(point) } ?? current.convertToSuperview(point)
            v = current.superview
        }
        return point
    }

    /// `boundsToScreen` as drawn now.
    func presentationBoundsToScreen(looks: [ObjectIdentifier: Animator.Look]) -> AffineTransform {
        Self.affineMap { presentationScreenPoint($0, looks: looks) }
    }

    /// `screenQuad` as drawn now: the drawn bounds' corners.
    func presentationScreenQuad(looks: [ObjectIdentifier: Animator.Look]) -> [Point] {
        Self.corners(of: looks[ObjectIdentifier(self)]?.bounds ?? bounds).map { presentationScreenPoint($0, looks: looks) }
    }

    private static func corners(of b: Rect) -> [Point] {
        [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
    }

    /// The affine map that agrees with `map` at the origin and the unit points.
    private static func affineMap(_ map: (Point) -> Point) -> AffineTransform {
        let o = map(.zero), x = map(Point(1, 0)), y = map(Point(0, 1))
        return AffineTransform(a: x.x - o.x, b: x.y - o.y, c: y.x - o.x, d: y.y - o.y, tx: o.x, ty: o.y)
    }
}
