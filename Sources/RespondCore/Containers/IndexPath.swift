/// A row of a table or an item of a collection: 0-based section and row
/// (`item` is the same number), as UIKit's `IndexPath` (LUA_API §11).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int
    public var item: Int { row }

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }

    /// `[0, 2]`, as the script's value prints.
    public var description: String { "[\(section), \(row)]" }
}
