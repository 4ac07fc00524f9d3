/// Why a view was or was not chosen during a hit test, in the words `explain` uses.
public enum HitTestVerdict {
    case hidden
    case interactionDisabled
    case transparent
    case disabledControl
    case beingAnimated
    case outsideBounds
    case pointInsideOverride
    case hitTestOverride(View?)
    case containsHit(View)
    case chosen

    public var text: String {
        switch self {
        case .hidden: "skipped: hidden is true"
        case .interactionDisabled: "skipped: userInteractionEnabled is false"
        case .transparent: "skipped: alpha is below 0.01"
        case .disabledControl: "skipped: enabled is false"
        case .beingAnimated: "skipped: being animated (UIView.animate without allowUserInteraction)"
        case .outsideBounds: "outside bounds"
        case .pointInsideOverride: "pointInside override said no"
        case .hitTestOverride(let v): "hitTest override returned \(v?.label ?? "nil")"
        case .containsHit(let v): "inside; its subview chain hit \(v.label)"
        case .chosen: "chosen: inside, and no subview took the point"
        }
    }

    /// The verdict in Simplified Chinese, the property names kept as they are typed.
    public var chineseText: String {
        switch self {
        case .hidden: "跳过：hidden 为 true（隐藏）"
        case .interactionDisabled: "跳过：userInteractionEnabled 为 false（不允许用户交互）"
        case .transparent: "跳过：alpha 低于 0.01（几乎透明）"
        case .disabledControl: "跳过：enabled 为 false（控件已禁用）"
        case .beingAnimated: "跳过：正在动画中（UIView.animate 没有 allowUserInteraction）"
        case .outsideBounds: "点不在边界内"
        case .pointInsideOverride: "重写的 pointInside 返回了 false"
        case .hitTestOverride(let v): "重写的 hitTest 返回了 \(v?.label ?? "nil")"
        case .containsHit(let v): "点在内部；它的子视图链命中了 \(v.label)"
        case .chosen: "命中：点在内部，且没有子视图接住这个点"
        }
    }

    public var words: Words { Words(text, chineseText) }
}

/// Watches hit tests step by step (used by `explain`). Not installed during
/// normal dispatch, so hit testing pays one nil check per view.
public final class HitTestObserver {
    public struct Step {
        public let view: View
        public let point: Point
        public let depth: Int
        public var verdict: HitTestVerdict?
    }

    public private(set) var steps: [Step] = []
    private var depth = 0

    public init() {}

    func enter(_ view: View, _ point: Point) -> Int {
        steps.append(Step(view: view, point: point, depth: depth, verdict: nil))
        depth += 1
        return steps.count - 1
    }

    func leave(_ index: Int, _ verdict: HitTestVerdict) {
        steps[index].verdict = verdict
        depth = steps[index].depth
    }
}
