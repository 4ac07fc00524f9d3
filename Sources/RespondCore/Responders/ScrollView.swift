/// UIScrollView: a view with a pan recognizer that scrolls its content by moving
/// `bounds.origin` (`contentOffset`), clamped to `contentSize`.
/// `delaysContentTouches` holds the content's `touchesBegan` back while the pan
/// might still begin (UIKit waits a short moment; here it waits for the pan to
/// fail, which is the same outcome for a tap and for a scroll).
open class ScrollView: View {
    open override class var uikitName: String { "UIScrollView" }

    public let panGestureRecognizer: PanGestureRecognizer
    public var contentSize = Size.zero
    public var delaysContentTouches = true { didSet { panGestureRecognizer.delaysTouchesBegan = delaysContentTouches } }
    public var scrollEnabled = true { didSet { panGestureRecognizer.enabled = scrollEnabled } }
    private var appliedTranslation = Point.zero

    public override init(engine: Engine, frame: Rect = .zero) {
        panGestureRecognizer = PanGestureRecognizer(engine: engine)
        super.init(engine: engine, frame: frame)
        // Numbered when made, as what scripts make is, not when first named
        // (which would depend on whether a trace names it first).
        _ = panGestureRecognizer.serial
        panGestureRecognizer.delaysTouchesBegan = delaysContentTouches
        // Weak: a script may keep the pan (and move it to another view) after the
        // scroll view is gone.
        panGestureRecognizer.actionHandlers.append { [weak self] pan in
            if let self, let pan = pan as? PanGestureRecognizer, pan.view === self { self.panned(pan) }
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    public var contentOffset: Point {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    private func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            appliedTranslation = .zero
            fallthrough
        case .changed:
            let t = pan.translation(in: self)
            let step = t - appliedTranslation
            appliedTranslation = t
            let maxX = max(0, contentSize.width - bounds.size.width), maxY = max(0, contentSize.height - bounds.size.height)
            contentOffset = Point(min(max(contentOffset.x - step.x, 0), maxX), min(max(contentOffset.y - step.y, 0), maxY))
        default:
            appliedTranslation = .zero
        }
    }
}
