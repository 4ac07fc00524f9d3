/// Insets from each edge, as UIEdgeInsets (a scroll view's `contentInset`).
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension EdgeInsets: CustomStringConvertible {
    public var description: String {
        "{top=\(formatNumber(top)), left=\(formatNumber(left)), bottom=\(formatNumber(bottom)), right=\(formatNumber(right))}"
    }
}
