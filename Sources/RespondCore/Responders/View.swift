/// UIView: geometry, the hierarchy, hit testing (SPEC 2, 3) and its place in the
/// responder chain (SPEC 4).
///
/// What hit testing reads (centre, bounds, the flags that skip a view, the
/// subviews' order) lives in the engine's `ViewStore`, in this view's node; the
/// properties below read and write it there.
open class View: Responder {
    open override class var uikitName: String { "UIView" }

    /// This view's node in `store` (the engine's `views`), which the view keeps
    /// alive as long as it lives.
    package let nodeIndex: Int32
    let store: ViewStore

    @inline(__always)
    var node: UnsafeMutablePointer<ViewNode> { store.nodes + Int(nodeIndex) }

    // MARK: Geometry (SPEC 2)

    /// The view's own coordinate system.
    public var bounds: Rect {
        get { node.pointee.bounds }
        set {
            animatablePropertyWillChange()
            let oldSize = node.pointee.bounds.size
            node.pointee.bounds = newValue
            // A new size marks the view and resizes its subviews (SPEC 12.6, Layout.swift).
            if newValue.size != oldSize { boundsSizeChanged(from: oldSize) }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: Point {
        get { node.pointee.center }
        set {
            animatablePropertyWillChange()
            node.pointee.center = newValue
        }
    }

    /// Applied about the centre.
    public final var transform: AffineTransform = .identity {
        willSet { animatablePropertyWillChange() }
        didSet {
            hasTransform = !transform.isIdentity
            inverseTransform = hasTransform ? transform.inverted() : .identity
            setFlag(.transformed, hasTransform)
        }
    }
    /// Cached `!transform.isIdentity`.
    public private(set) final var hasTransform = false
    /// nil when the transform cannot be inverted (no point converts into the view).
    private var inverseTransform: AffineTransform? = .identity

    /// The bounds, transformed about the centre, in the superview's coordinates.
    /// Setting it with a non-identity transform keeps the transform and picks a
    /// `bounds.size` whose transformed box fills the frame.
    public var frame: Rect {
        get { View.frame(center: center, size: bounds.size, transform: transform) }
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
            var newBounds = node.pointee.bounds
            newBounds.size = size
            bounds = newBounds
            center = Point(newValue.midX - transform.tx, newValue.midY - transform.ty)
        }
    }

    // MARK: Properties that decide hit testing

    public final var alpha: Double = 1 {
        willSet { animatablePropertyWillChange() }
        didSet { setFlag(.transparent, alpha < 0.01 || alpha.isNaN) }
    }

    public final var hidden: Bool {
        get { node.pointee.flags.contains(.hidden) }
        set {
            let old = hidden
            setFlag(.hidden, newValue)
            if newValue != old { hiddenChanged() }
        }
    }

    // MARK: Layout (SPEC 12.6; the methods are in Layout.swift)

    /// Marked by `setNeedsLayout()`; the layout pass (`Engine.layoutIfNeeded`)
    /// clears it and calls `layoutSubviews()`.
    public internal(set) final var needsLayout = false
    /// Set by a stack view while this view is one of its arranged subviews.
    final var isArranged = false
    /// The pass round that last laid this view out (a second layout in the
    /// same round starts a new round: `Engine.layOut`).
    final var layoutRound = 0
    /// Where this view waits in `store.layoutQueue` (-1: not there).
    final var layoutQueueSlot = -1
    /// `autoresizingMask`: how this view follows its superview's size.
    public final var autoresizingMask: AutoresizingMask = []
    /// `autoresizesSubviews`: whether a new size resizes the subviews by their masks.
    public final var autoresizesSubviews = true
    /// Accepted and ignored: Auto Layout is out of scope (SPEC 12.6 rule 6).
    public final var translatesAutoresizingMaskIntoConstraints = true

    /// The built-in `layoutSubviews()`: what a container places in its layout
    /// (a stack view its arranged subviews, a cell its contentView). Nothing for
    /// a plain view. The pass calls a script's override instead when there is
    /// one (`View.runLayoutSubviews`); the override reaches this as "super".
    open func layoutSubviews() {}

    /// Whether this class's built-in `layoutSubviews()` does something (a
    /// container's does); UIView's own does nothing. The pass lets a marked
    /// view of a class without one, and without a script's override, go
    /// without ordering it (`Engine.layOut`'s SHORTCUT).
    open class var laysOutItsSubviews: Bool { false }

    /// A window keeps its order of appearance up to date here; a stack view
    /// lays out again when one of its arranged views is hidden or shown.
    open func hiddenChanged() { (superview as? StackView)?.arrangedViewHiddenChanged(self) }

    /// Called after a script set this view's frame or bounds (not from the hit
    /// test's paths): a stack view lays its arranged views out again, and takes
    /// an arranged view's new size as its own.
    open func sizeChanged() throws { (superview as? StackView)?.arrangedViewResized(self) }

    /// UIImageView and UILabel start with false.
    public final var userInteractionEnabled: Bool {
        get { !node.pointee.flags.contains(.interactionDisabled) }
        set { setFlag(.interactionDisabled, !newValue) }
    }

    public var multipleTouchEnabled = false
    public var exclusiveTouch = false
    /// Drawing only: hit testing ignores it (SPEC 3).
    public var clipsToBounds = false
    public var backgroundColor: String? { didSet { chargeString(oldValue, backgroundColor) } }
    /// Kept in the view's links (`ViewStore.tag(ofNode:)` reads it there).
    public var tag: Int {
        get { store.links[Int(nodeIndex)].tag }
        set { store.links[Int(nodeIndex)].tag = newValue }
    }

    @inline(__always)
    final func setFlag(_ flag: ViewFlags, _ on: Bool) {
        if on { node.pointee.flags.insert(flag) } else { node.pointee.flags.remove(flag) }
    }

    // MARK: Hierarchy

    // Back-pointers do not retain, and are not weak: a weak reference gives its
    // target a side table and makes every retain and release of it slow. Each
    // owner clears these pointers when it lets go (removeFromSuperview, setView,
    // deinit).
    @BackPointer public private(set) var superview: View? = nil
    public private(set) var subviews: [View] = []
    /// The view controller whose root view this is.
    @BackPointer public internal(set) var viewController: ViewController? = nil {
        didSet { updateChainFlags() }
    }

    /// Keeps the node's chain flags in step with what makes this view's next
    /// responder something other than its superview, or its touch handling its own.
    private func updateChainFlags() {
        var flags = node.pointee.flags
        flags.remove([.chainSpecial, .handlesTouches])
        if !isPlainView || $viewController.borrowed != nil { flags.insert(.chainSpecial) }
        if handlesTouchesItself { flags.insert(.handlesTouches) }
        node.pointee.flags = flags
    }

    deinit {
        // No call out to the host from here: it may be gone already (the engine
        // lets go of its views when it goes).
        for sub in subviews where sub.$superview.points(at: self) { sub.superview = nil }
        for recognizer in gestureRecognizers where recognizer.$view.points(at: self) {
            recognizer.view = nil
            store.attachedRecognizers -= 1
        }
        if layoutQueueSlot >= 0 { store.layoutQueue[layoutQueueSlot] = nil }
        store.free(nodeIndex)
        // The subviews go one level at a time, not one nested deinit per level.
        ReleaseQueue.adopt(subviews)
        subviews = []
        ReleaseQueue.drain()
    }

    public init(engine: Engine, frame: Rect = .zero) {
        let size = Size(abs(frame.size.width), abs(frame.size.height))
        var flags: ViewFlags = []
        if !Self.interactiveByDefault { flags.insert(.interactionDisabled) }
        store = engine.views
        nodeIndex = store.allocate(center: Point(frame.midX, frame.midY), bounds: Rect(origin: .zero, size: size), flags: flags)
        super.init(engine: engine)
        isPlainView = !(self is Window)
        store.attach(self, at: nodeIndex)
        updateChainFlags()
        chargeMemory(ViewStore.nodeCost)
    }

    // MARK: Gesture recognizers

    /// In the order added: that is the order they see touches (SPEC 6.1).
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        // Taking it from its view cancels it if it is recognizing, and its
        // action (a script) may attach it somewhere meanwhile, here included:
        // what counts is where it is afterwards. A cancelled recognizer's
        // removal runs nothing, so one more try settles it.
        var tries = 0
        while let old = recognizer.view, old !== self, tries < 3 {
            old.removeGestureRecognizer(recognizer)
            tries += 1
        }
        guard recognizer.view == nil else { return }
        gestureRecognizers.append(recognizer)
        store.attachedRecognizers += 1
        recognizer.view = self
        recognizer.holdChanged()
    }

    /// Removing a recognizer that is recognizing cancels it.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        if recognizer.state != .possible || recognizer.participantOrder > 0 {
            engine.gestures.recognizerDisabled(recognizer)
            // Its action, a script, may have moved or removed it meanwhile.
            guard recognizer.view === self else { return }
        }
        gestureRecognizers.removeAll { $0 === recognizer }
        store.attachedRecognizers -= 1
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
        // Only a view with subviews can be an ancestor: building a chain stays linear.
        if !view.subviews.isEmpty, isDescendant(of: view) {
            throw EngineError.invalidArgument(position: 1, message: "cannot add \(view.label) to its own descendant \(label)")
        }
        if view is Window {
            throw EngineError.invalidArgument(position: 1, message: "a UIWindow cannot be a subview")
        }
        let wasHeld = view.superview != nil
        if let old = view.superview, let i = old.subviews.firstIndex(where: { $0 === view }) {
            old.detachSubview(at: i)
            if old !== self {
                (old as? StackView)?.subviewLeft(view)
                old.setNeedsLayout()
            }
        }
        attachSubview(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        setNeedsLayout()
        if !wasHeld { view.holdChanged() }
        keepPinnedSubviewInFront()
        if !engine.viewsAwaitingWindow.isEmpty { try engine.viewJoinedHierarchy() }
    }

    /// A subview kept frontmost after every `addSubview`, `insertSubview`,
    /// `bringSubviewToFront` and `sendSubviewToBack` on this view (a cell's
    /// contentView, SPEC 11.11).
    public final var pinnedFrontSubview: View?

    private func keepPinnedInFrontSlow(_ pinned: View) {
        guard subviews.last !== pinned, let i = subviews.firstIndex(where: { $0 === pinned }) else { return }
        detachSubview(at: i)
        attachSubview(pinned, at: subviews.count)
    }

    @inline(__always)
    private func keepPinnedSubviewInFront() {
        if let pinned = pinnedFrontSubview { keepPinnedInFrontSlow(pinned) }
    }

    /// Called when this view, waiting in `Engine.viewsAwaitingWindow`, is found
    /// in a window (a table loads its rows then, SPEC 11.11).
    open func didJoinWindow() throws {}

    /// The two places `subviews` changes: the array of objects (which keeps them
    /// alive) and this view's node (which hit testing walks) change together.
    private func attachSubview(_ view: View, at index: Int) {
        subviews.insert(view, at: index)
        store.insertChild(view.nodeIndex, into: nodeIndex, at: index)
        chargeMemory(ViewStore.childCost)
    }

    private func detachSubview(at index: Int) {
        subviews.remove(at: index)
        store.removeChild(at: index, from: nodeIndex)
        chargeMemory(-ViewStore.childCost)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // Once this view has left: the keyboard shows the new first responder's input views.
        var firstResponderLeft = false
        defer { if firstResponderLeft { engine.firstResponderChangedQuietly() } }
        if let window, let responder = window.firstResponder {
            let owner = (responder as? View) ?? (responder as? ViewController)?.viewIfLoaded
            if let owner, owner.isDescendant(of: self) {
                window.firstResponder = nil
                firstResponderLeft = true
                responder.traceFirstResponder("\(responder.label) left the window and is no longer first responder")
                do {
                    try responder.firstResponderStatusChanged(isFirst: false)
                } catch {
                    engine.warn("\(responder.label) left the window; its end-of-editing handler failed: \(error)")
                }
            }
        }
        // The handler above may have moved this view already.
        // The last subview is looked at first: views removed last to first go at once.
        guard superview === parent,
              let i = parent.subviews.last === self ? parent.subviews.count - 1 : parent.subviews.firstIndex(where: { $0 === self })
        else { return }
        withExtendedLifetime(self) {
            parent.detachSubview(at: i)
            superview = nil
            (parent as? StackView)?.subviewLeft(self)
            parent.setNeedsLayout()
            holdChanged()
        }
    }

    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        detachSubview(at: i)
        attachSubview(view, at: subviews.count)
        keepPinnedSubviewInFront()
    }

    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        detachSubview(at: i)
        attachSubview(view, at: 0)
        keepPinnedSubviewInFront()
    }

    /// Every view of the subtree, depth-first, self first. Iterative: a hierarchy
    /// of any depth is walked without using the call stack.
    public func forEachInSubtree(_ body: (View, Int) throws -> Bool) rethrows {
        var pending: [(View, Int)] = [(self, 0)]
        while let (view, depth) = pending.popLast() {
            guard try body(view, depth) else { return }
            for sub in view.subviews.reversed() { pending.append((sub, depth + 1)) }
        }
    }

    /// Depth-first, self included.
    public func viewWithTag(_ tag: Int) throws -> View? {
        var found: View?
        var visited = 0
        forEachInSubtree { v, _ in
            visited += 1
            if v.tag == tag { found = v }
            return found == nil
        }
        try engine.spend(visited)
        return found
    }

    /// Depth-first, self included.
    public func find(_ name: String) throws -> View? {
        var found: View?
        var visited = 0
        forEachInSubtree { v, _ in
            visited += 1
            if v.name == name { found = v }
            return found == nil
        }
        try engine.spend(visited)
        return found
    }

    /// Every view of the subtree, depth-first, self first.
    public func allViews() -> [View] {
        var out: [View] = []
        forEachInSubtree { v, _ in
            out.append(v)
            return true
        }
        return out
    }

    // MARK: Conversions (SPEC 2)

    /// A point in the superview's coordinates, in this view's bounds coordinates:
    /// p = T⁻¹·(P − center) + (w/2, h/2) + bounds.origin.
    public func convertFromSuperview(_ p: Point) -> Point {
        var local = p - center
        if hasTransform {
            guard let inverse = inverseTransform else { return Point(.nan, .nan) }
            local = inverse.apply(local)
        }
        let b = bounds
        return Point(local.x + b.size.width / 2 + b.origin.x, local.y + b.size.height / 2 + b.origin.y)
    }

    /// The inverse of `convertFromSuperview`.
    public func convertToSuperview(_ p: Point) -> Point {
        let b = bounds
        var local = Point(p.x - b.origin.x - b.size.width / 2, p.y - b.origin.y - b.size.height / 2)
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

    // MARK: Hit testing (SPEC 3): the overridable parts and the state the walks
    // read; the walks themselves (the node loop and its general twin) are in
    // HitTesting.swift.

    open func defaultHitTest(_ point: Point, _ event: Event?) throws -> View? {
        try viewHitTest(point, event)
    }

    /// Whether the class overrides `defaultHitTest` (a script calling the
    /// view's `hitTest` gets the class's answer, not UIView's).
    open class var hasOwnHitTest: Bool { false }

    open override func overrideMaskInvalidated() {
        node.pointee.maskGeneration = -1
    }

    package final override func hostSlotChanged() {
        store.links[Int(nodeIndex)].hostSlot = hostSlot
    }

    /// Running animations without `allowUserInteraction` that animate this view
    /// (SPEC 11.8): while there is one, it refuses touches.
    final var blockingAnimations = 0 { didSet { updateRefusesFlag() } }

    /// Whether the view refuses touches before `pointInside` (SPEC 3 step 1
    /// beyond the flags every view has): being animated, a disabled control.
    open var refusesTouches: Bool { blockingAnimations > 0 }

    /// Keeps the node's `refuses` flag, which the walks test, in step.
    final func updateRefusesFlag() { setFlag(.refuses, refusesTouches) }

    /// Why the view refuses touches before `pointInside`, if it does.
    open func hitTestRefusal() -> HitTestVerdict? { blockingAnimations > 0 ? .beingAnimated : nil }

    open func defaultPointInside(_ point: Point, _ event: Event?) -> Bool { viewPointInside(point, event) }

    // MARK: Responder chain

    open override func defaultNextResponder() -> Responder? { viewNextResponder() }

    /// UIResponder's touches default from a view, walked over the nodes: from a
    /// view whose next responder is its superview to that superview, until one
    /// overrides the phase's method or handles touches itself (it gets them), the
    /// chain ends, or a view's next responder is something else (a window's, a
    /// controller's root view's, a script's `nextResponder`), where the general
    /// walk takes over. No view object is touched on the way.
    final func forwardTouchesOverNodes(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let selectorBit = phase.selector.bit
        let nextResponderBit = Selector.nextResponder.bit
        let generation = Int32(truncatingIfNeeded: engine.overrideGeneration)
        let nodes = store.nodes, links = store.links
        var current = nodeIndex
        var steps = 0
        defer { engine.work &+= steps }
        while true {
            let node = nodes + Int(current)
            if node.pointee.maskGeneration != generation { refreshOverrideFlags(current) }
            if links[Int(current)].overrideMask & nextResponderBit != 0 || node.pointee.flags.contains(.chainSpecial) {
                try store.view(current).forward(phase.selector.name, touchCount: touches.count,
                                               stopsAt: { $0.overrides(phase.selector) || $0.handlesTouchesItself }) {
                    try $0.touches(phase, touches, event)
                }
                return
            }
            let parent = links[Int(current)].parent
            if parent < 0 { return }
            steps += 1
            let next = nodes + Int(parent)
            if next.pointee.maskGeneration != generation { refreshOverrideFlags(parent) }
            if links[Int(parent)].overrideMask & selectorBit != 0 || next.pointee.flags.contains(.handlesTouches) {
                let receiver = store.view(parent)
                try deliverNested(phase.selector.name, from: store.view(current), to: receiver) {
                    try receiver.touches(phase, touches, event)
                }
                return
            }
            current = parent
        }
    }

    /// A controller's root view answers its controller; others their superview.
    public final func viewNextResponder() -> Responder? {
        if viewController != nil, let controller = viewController, controller.isRootView(self) { return controller }
        return superview
    }
}

/// UIImageView: a view that ignores touches unless told otherwise.
open class ImageView: View {
    open override class var uikitName: String { "UIImageView" }
    open override class var interactiveByDefault: Bool { false }
    public var image: String? { didSet { chargeString(oldValue, image) } }
}

/// UILabel: a view that ignores touches unless told otherwise.
open class Label: View {
    open override class var uikitName: String { "UILabel" }
    open override class var interactiveByDefault: Bool { false }
    public var text: String? { didSet { chargeString(oldValue, text) } }
}

/// What `View.viewHitTestUnretained` found.
package enum HitTestAnswer {
    /// A view of the hierarchy, found by the node walk and not retained for
    /// the caller.
    case held(HeldView)
    /// The general walk's answer (nil: no view), retained.
    case owned(View?)
}

/// A view the node walk found, by its node index: what a host usually needs of it
/// (its `hostSlot`) is read from the view store, and the view object, a
/// separate allocation seldom in the cache, only when asked for. Valid until
/// anything runs that could change the hierarchy: use it at once.
public struct HeldView {
    /// Borrowed, not retained: the engine holds its store. (`@usableFromInline`:
    /// the bridge reads a held view on every hit test, inlined.)
    @usableFromInline let store: Unmanaged<ViewStore>
    @usableFromInline let nodeIndex: Int32

    init(store: ViewStore, nodeIndex: Int32) {
        self.store = Unmanaged.passUnretained(store)
        self.nodeIndex = nodeIndex
    }

    /// The view's `hostSlot`.
    @inlinable public var hostSlot: Int32 { store.borrowed.links[Int(nodeIndex)].hostSlot }
    /// The view, unretained: its hierarchy holds it.
    @inlinable public var view: Unmanaged<View> { store.borrowed.objects[Int(nodeIndex)]! }
}
