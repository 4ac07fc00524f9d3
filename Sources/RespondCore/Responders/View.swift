/// UIView: geometry, the hierarchy, hit testing (SPEC 2, 3) and its place in the
/// responder chain (SPEC 4).
open class View: Responder {
    open override class var uikitName: String { "UIView" }

    // MARK: Geometry (SPEC 2)

    /// The view's own coordinate system.
    public var bounds: Rect
    /// The centre of the frame, in the superview's coordinates.
    public var center: Point
    /// Applied about the centre.
    public final var transform: AffineTransform = .identity {
        didSet { hasTransform = !transform.isIdentity }
    }
    /// Cached `!transform.isIdentity` (asked for every view a hit test visits).
    public private(set) final var hasTransform = false

    /// The bounds, transformed about the centre, in the superview's coordinates.
    /// Setting it with a non-identity transform keeps the transform and picks a
    /// `bounds.size` whose transformed box fills the frame.
    public var frame: Rect {
        get {
            let half = Rect(-bounds.size.width / 2, -bounds.size.height / 2, bounds.size.width, bounds.size.height)
            return half.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            let w = abs(newValue.size.width), h = abs(newValue.size.height)
            var size = Size(w, h)
            if !transform.isIdentity {
                // |a| w' + |c| h' = w ; |b| w' + |d| h' = h
                let a = abs(transform.a), b = abs(transform.b), c = abs(transform.c), d = abs(transform.d)
                let det = a * d - b * c
                if abs(det) > 1e-12 {
                    size = Size((d * w - c * h) / det, (a * h - b * w) / det)
                } else {
                    size = bounds.size
                }
            }
            bounds.size = size
            center = Point(newValue.midX - transform.tx, newValue.midY - transform.ty)
        }
    }

    // MARK: Properties that decide hit testing

    public final var alpha: Double = 1
    public final var hidden = false {
        didSet { if hidden != oldValue { hiddenChanged() } }
    }

    /// A window keeps its order of appearance up to date here.
    open func hiddenChanged() {}
    /// UIImageView and UILabel start with false.
    public final var userInteractionEnabled = true
    public var multipleTouchEnabled = false
    public var exclusiveTouch = false
    /// Drawing only: hit testing ignores it (SPEC 3).
    public var clipsToBounds = false
    public var backgroundColor: String?
    public var tag = 0

    // MARK: Hierarchy

    // Back-pointers are unowned(unsafe), not weak: a weak reference gives its
    // target a side table and makes every retain and release of it slow, and
    // views are retained constantly during hit testing. Each owner clears these
    // pointers when it lets go (removeFromSuperview, setView, deinit).
    public private(set) unowned(unsafe) var superview: View?
    public private(set) var subviews: [View] = []
    /// The view controller whose root view this is.
    public internal(set) unowned(unsafe) var viewController: ViewController?

    deinit {
        for sub in subviews where sub.superview === self { sub.superview = nil }
        for recognizer in gestureRecognizers where recognizer.view === self { recognizer.view = nil }
    }

    public init(engine: Engine, frame: Rect = .zero) {
        bounds = Rect(origin: .zero, size: Size(abs(frame.size.width), abs(frame.size.height)))
        center = Point(frame.midX, frame.midY)
        super.init(engine: engine)
        userInteractionEnabled = Self.interactiveByDefault
    }

    // MARK: Gesture recognizers

    /// In the order added: that is the order they see touches (SPEC 6.1).
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
        recognizer.holdChanged()
    }

    /// Removing a recognizer that is recognizing cancels it.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        if recognizer.state != .possible || engine.gestures.participants.contains(where: { $0 === recognizer }) {
            engine.gestures.recognizerDisabled(recognizer)
        }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
        recognizer.holdChanged()
    }

    /// `gestureRecognizerShouldBegin(g)`, asked of every view a recognizer's touches
    /// are bound to before it leaves `possible` (SPEC 6.3).
    public final func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) throws -> Bool {
        if overrides(.gestureRecognizerShouldBegin) {
            return try callOverride(.gestureRecognizerShouldBegin, ScriptArguments(.object(recognizer), count: 1)).isTruthy
        }
        return defaultGestureRecognizerShouldBegin(recognizer)
    }

    /// UIView answers yes; UIControl refuses some recognizers of other views.
    open func defaultGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// UIImageView and UILabel answer false.
    open class var interactiveByDefault: Bool { true }

    open override var description: String { "\(label) \(frame)" }

    open override var isHeldByEngine: Bool {
        superview != nil || (viewController?.isHeldByEngine ?? false)
    }

    /// The window at the root of this view's hierarchy, if any.
    public var window: Window? { root as? Window }

    /// The topmost ancestor (self when there is no superview).
    public var root: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    public func isDescendant(of other: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === other { return true }
            v = current.superview
        }
        return false
    }

    public func addSubview(_ view: View) throws {
        try insertSubview(view, at: subviews.count)
    }

    /// Puts `view` at `subviews[index]` (0-based, clamped to the array).
    public func insertSubview(_ view: View, at index: Int) throws {
        if view === self {
            throw EngineError.invalidArgument(position: 1, message: "cannot add a view to itself")
        }
        if isDescendant(of: view) {
            throw EngineError.invalidArgument(position: 1, message: "cannot add \(view.label) to its own descendant \(label)")
        }
        if view is Window {
            throw EngineError.invalidArgument(position: 1, message: "a UIWindow cannot be a subview")
        }
        let wasHeld = view.superview != nil
        if let old = view.superview {
            old.subviews.removeAll { $0 === view }
        }
        let clamped = max(0, min(index, subviews.count))
        subviews.insert(view, at: clamped)
        view.superview = self
        if !wasHeld { view.holdChanged() }
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        if let window, let responder = window.firstResponder {
            let owner = (responder as? View) ?? (responder as? ViewController)?.viewIfLoaded
            if let owner, owner.isDescendant(of: self) {
                window.firstResponder = nil
                responder.traceFirstResponder("\(responder.label) left the window and is no longer first responder")
                do {
                    try responder.firstResponderStatusChanged(isFirst: false)
                } catch {
                    engine.warn("\(responder.label) left the window; its end-of-editing handler failed: \(error)")
                }
            }
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        holdChanged()
    }

    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// Depth-first, self included.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for sub in subviews { if let found = sub.viewWithTag(tag) { return found } }
        return nil
    }

    /// Depth-first, self included.
    public func find(_ name: String) -> View? {
        if self.name == name { return self }
        for sub in subviews { if let found = sub.find(name) { return found } }
        return nil
    }

    /// Every view of the subtree, depth-first, self first.
    public func allViews() -> [View] {
        var out: [View] = []
        func walk(_ v: View) {
            out.append(v)
            v.subviews.forEach(walk)
        }
        walk(self)
        return out
    }

    // MARK: Conversions (SPEC 2)

    /// A point in the superview's coordinates, in this view's bounds coordinates:
    /// p = T⁻¹·(P − center) + (w/2, h/2) + bounds.origin.
    public func convertFromSuperview(_ p: Point) -> Point {
        var local = p - center
        if hasTransform {
            guard let inverse = transform.inverted() else { return Point(.nan, .nan) }
            local = inverse.apply(local)
        }
        return Point(local.x + bounds.size.width / 2 + bounds.origin.x, local.y + bounds.size.height / 2 + bounds.origin.y)
    }

    /// The inverse of `convertFromSuperview`.
    public func convertToSuperview(_ p: Point) -> Point {
        var local = Point(p.x - bounds.origin.x - bounds.size.width / 2, p.y - bounds.origin.y - bounds.size.height / 2)
        if hasTransform { local = transform.apply(local) }
        return local + center
    }

    private func toRoot(_ p: Point) -> (Point, View) {
        var point = p, v = self
        while let s = v.superview {
            point = v.convertToSuperview(point)
            v = s
        }
        return (point, v)
    }

    private func fromRoot(_ p: Point) -> Point {
        var path: [View] = []
        var v: View? = self
        while let current = v, current.superview != nil {
            path.append(current)
            v = current.superview
        }
        return path.reversed().reduce(p) { $1.convertFromSuperview($0) }
    }

    /// `convertPoint:toView:`; nil means the window (or the root when not in one).
    /// Views under different roots convert through screen coordinates.
    public func convert(_ p: Point, to target: View?) -> Point {
        let (rootPoint, myRoot) = toRoot(p)
        guard let target else { return rootPoint }
        let targetRoot = target.root
        if targetRoot === myRoot { return target.fromRoot(rootPoint) }
        let screenPoint = myRoot.convertToSuperview(rootPoint)
        return target.fromRoot(targetRoot.convertFromSuperview(screenPoint))
    }

    /// `convertPoint:fromView:`; nil means the window.
    public func convert(_ p: Point, from source: View?) -> Point {
        guard let source else { return fromRoot(p) }
        return source.convert(p, to: self)
    }

    public func convert(_ r: Rect, to target: View?) -> Rect {
        boundingBox(of: r) { convert($0, to: target) }
    }

    public func convert(_ r: Rect, from source: View?) -> Rect {
        boundingBox(of: r) { convert($0, from: source) }
    }

    private func boundingBox(of r: Rect, _ map: (Point) -> Point) -> Rect {
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map(map)
        let x0 = corners.map(\.x).min()!, y0 = corners.map(\.y).min()!
        return Rect(x0, y0, corners.map(\.x).max()! - x0, corners.map(\.y).max()! - y0)
    }

    // MARK: Hit testing (SPEC 3)

    /// `hitTest(point, event)`, point in this view's bounds coordinates.
    public final func hitTest(_ point: Point, _ event: Event?) throws -> View? {
        if overrides(.hitTest) {
            let observer = engine.hitTestObserver
            let step = observer?.enter(self, point)
            defer { _ = step }
            let result = try callOverride(.hitTest, ScriptArguments(.point(point), event.map { .object($0) } ?? .none, count: 2),
                                          expecting: .view).asView()
            if let step { observer?.leave(step, .hitTestOverride(result)) }
            return result
        }
        return try defaultHitTest(point, event)
    }

    open func defaultHitTest(_ point: Point, _ event: Event?) throws -> View? {
        try viewHitTest(point, event)
    }

    /// UIView's hit test: skip hidden, non-interactive and transparent views, ask
    /// `pointInside`, then the subviews from front to back.
    public final func viewHitTest(_ point: Point, _ event: Event?) throws -> View? {
        if engine.hitTestObserver != nil { return try observedHitTest(point, event) }
        if hidden || !userInteractionEnabled || alpha < 0.01 || hitTestRefusal() != nil { return nil }
        if !(try pointInside(point, event)) { return nil }
        var i = subviews.count
        while i > 0 {
            i -= 1
            let sub = subviews[i]
            if let hit = try sub.hitTest(sub.convertFromSuperview(point), event) { return hit }
        }
        return self
    }

    /// The same walk, reporting every verdict to `explain`.
    private func observedHitTest(_ point: Point, _ event: Event?) throws -> View? {
        let observer = engine.hitTestObserver!
        let step = observer.enter(self, point)
        func verdict(_ v: HitTestVerdict) { observer.leave(step, v) }
        if hidden { verdict(.hidden); return nil }
        if !userInteractionEnabled { verdict(.interactionDisabled); return nil }
        if alpha < 0.01 { verdict(.transparent); return nil }
        if let refusal = hitTestRefusal() { verdict(refusal); return nil }
        if !(try pointInside(point, event)) {
            verdict(overrides(.pointInside) ? .pointInsideOverride : .outsideBounds)
            return nil
        }
        for sub in subviews.reversed() {
            if let hit = try sub.hitTest(sub.convertFromSuperview(point), event) {
                verdict(.containsHit(hit))
                return hit
            }
        }
        verdict(.chosen)
        return self
    }

    /// A reason a subclass refuses touches before `pointInside` (a disabled control).
    open func hitTestRefusal() -> HitTestVerdict? { nil }

    /// `pointInside(point, event)`.
    public final func pointInside(_ point: Point, _ event: Event?) throws -> Bool {
        if overrides(.pointInside) {
            return try callOverride(.pointInside, ScriptArguments(.point(point), event.map { .object($0) } ?? .none, count: 2)).isTruthy
        }
        return defaultPointInside(point, event)
    }

    open func defaultPointInside(_ point: Point, _ event: Event?) -> Bool { viewPointInside(point, event) }

    /// UIView's answer: the point is in the bounds.
    public final func viewPointInside(_ point: Point, _ event: Event?) -> Bool { bounds.contains(point) }

    // MARK: Responder chain

    open override func defaultNextResponder() -> Responder? { viewNextResponder() }

    /// A controller's root view answers its controller; others their superview.
    public final func viewNextResponder() -> Responder? {
        if let viewController, viewController.viewIfLoaded === self { return viewController }
        return superview
    }
}

/// UIImageView: a view that ignores touches unless told otherwise.
open class ImageView: View {
    open override class var uikitName: String { "UIImageView" }
    open override class var interactiveByDefault: Bool { false }
    public var image: String?
}

/// UILabel: a view that ignores touches unless told otherwise.
open class Label: View {
    open override class var uikitName: String { "UILabel" }
    open override class var interactiveByDefault: Bool { false }
    public var text: String?
}
