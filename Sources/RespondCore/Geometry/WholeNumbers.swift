/// Whole numbers made from script-given coordinates and sizes. Swift's
/// `Int(_: Double)` traps on NaN, infinities and values beyond Int's range (an
/// item 1e-300 points wide fits 10^302 to a line), and a trap is a signal that
/// ends the process: every such conversion goes through here instead.
extension Int {
    /// `value` rounded down, kept within `bounds`; NaN gives the lower bound.
    public init(flooring value: Double, within bounds: ClosedRange<Int>) {
        guard !value.isNaN else {
            self = bounds.lowerBound
            return
        }
        let down = value.rounded(.down)
        if down <= Double(bounds.lowerBound) {
            self = bounds.lowerBound
        } else if down >= Double(bounds.upperBound) {
            self = bounds.upperBound
        } else {
            self = Int(down)
        }
    }
}
