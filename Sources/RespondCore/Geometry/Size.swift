/// A size, as CGSize.
public struct Size: Equatable, Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(0, 0)
}

extension Size: CustomStringConvertible {
    public var description: String { "(\(formatNumber(width)),\(formatNumber(height)))" }
}
