/// A rectangle, as CGRect.
public struct Rect: Equatable, Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y)
        size = Size(width, height)
    }

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public static let zero = Rect(0, 0, 0, 0)

    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(midX, midY) }

    /// CGRectContainsPoint: the origin edges are inside, the far edges are not,
    /// so 100×100 bounds contain (99.9, 99.9) but not (100, 100).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// CGRectInset: positive insets shrink, negative ones grow.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(minX + dx, minY + dy, (maxX - minX) - 2 * dx, (maxY - minY) - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin.x + dx, origin.y + dy, size.width, size.height)
    }

    public func intersects(_ r: Rect) -> Bool {
        minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY
    }

    public func union(_ r: Rect) -> Rect {
        let x0 = Swift.min(minX, r.minX), y0 = Swift.min(minY, r.minY)
        return Rect(x0, y0, Swift.max(maxX, r.maxX) - x0, Swift.max(maxY, r.maxY) - y0)
    }

    /// The smallest rectangle holding this one after `t` (CGRectApplyAffineTransform).
    public func applying(_ t: AffineTransform) -> Rect {
        let corners = [Point(minX, minY), Point(maxX, minY), Point(minX, maxY), Point(maxX, maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x0, y0, xs.max()! - x0, ys.max()! - y0)
    }

    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "(\(formatNumber(origin.x)),\(formatNumber(origin.y)),\(formatNumber(size.width)),\(formatNumber(size.height)))"
    }
}
