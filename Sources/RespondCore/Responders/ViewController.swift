/// UIViewController: owns a root view (made lazily), child controllers and
/// presentations, and sits in the responder chain after its view (SPEC 4).
open class ViewController: Responder {
    open override class var uikitName: String { "UIViewController" }

    private var loadedView: View?
    private var isLoadingView = false

    // Back-pointers do not retain (see View.superview); owners clear them.
    @BackPointer public private(set) var parent: ViewController? = nil
    public private(set) var children: [ViewController] = []
    public private(set) var presentedViewController: ViewController?
    @BackPointer public private(set) var presentingViewController: ViewController? = nil
    /// The window whose `rootViewController` this is.
    @BackPointer public internal(set) var rootOfWindow: Window? = nil
    /// Its `navigationItem`, once read (SPEC 12.5 rule 1).
    public internal(set) var navigationItemIfMade: NavigationItem?

    deinit {
        for child in children where child.$parent.points(at: self) { child.parent = nil }
        if let presented = presentedViewController, presented.$presentingViewController.points(at: self) {
            presented.presentingViewController = nil
        }
        if let view = loadedView, view.$viewController.points(at: self) { view.viewController = nil }
        // Chains of children or presentations go one level at a time.
        ReleaseQueue.adopt(children)
        children = []
        if let presented = presentedViewController { ReleaseQueue.adopt([presented]) }
        presentedViewController = nil
        ReleaseQueue.drain()
    }

    public override init(engine: Engine) {
        super.init(engine: engine)
    }

    open override var isHeldByEngine: Bool {
        parent != nil || rootOfWindow != nil || presentingViewController != nil
    }

    public var viewIfLoaded: View? { loadedView }

    /// Whether `view` is this controller's root view (no reference counting).
    @inline(__always)
    final func isRootView(_ view: View) -> Bool { loadedView === view }
    public var isViewLoaded: Bool { loadedView != nil }

    /// The root view: on first use `loadView()` makes it, then `viewDidLoad()` runs once.
    public func view() throws -> View {
        if let loadedView { return loadedView }
        if isLoadingView {
            throw EngineError.invalidOperation("\(label): view was read while loadView was still making it")
        }
        // A container loads the views of the controllers it shows while it
        // loads its own: that nesting is the script's, so it is bounded here
        // (deeper, Swift's stack would run out: a signal, not an error).
        guard engine.viewLoadingDepth < Engine.maximumViewLoadingDepth else {
            throw EngineError.invalidOperation("\(label) would load its view inside the view loading of \(Engine.maximumViewLoadingDepth) other controllers: container controllers nested too deep (respond-lua allows \(Engine.maximumViewLoadingDepth))")
        }
        engine.viewLoadingDepth += 1
        isLoadingView = true
        defer {
            isLoadingView = false
            engine.viewLoadingDepth -= 1
        }
        try loadView()
        guard let made = loadedView else {
            throw EngineError.invalidOperation("\(label): loadView did not set the view")
        }
        try viewDidLoad()
        return made
    }

    /// Sets the root view (a view given to the constructor skips `loadView`/`viewDidLoad`).
    public func setView(_ view: View?) {
        if let old = loadedView, old !== view {
            old.viewController = nil
            old.holdChanged()
        }
        if let previousOwner = view?.viewController, previousOwner !== self {
            previousOwner.loadedView = nil
        }
        loadedView = view
        view?.viewController = self
        view?.holdChanged()
    }

    public final func loadView() throws {
        if overrides(.loadView) {
            _ = try callOverride(.loadView, ScriptArguments(count: 0))
            return
        }
        try defaultLoadView()
    }

    /// The built-in `loadView`: UIViewController's; containers build their own views.
    open func defaultLoadView() throws { viewControllerLoadView() }

    /// UIViewController's: a plain view the size of the screen.
    public final func viewControllerLoadView() {
        setView(View(engine: engine, frame: engine.screen))
    }

    public final func viewDidLoad() throws {
        if overrides(.viewDidLoad) {
            _ = try callOverride(.viewDidLoad, ScriptArguments(count: 0))
        }
    }

    // MARK: Containment

    public func addChild(_ child: ViewController) throws {
        if child === self { throw EngineError.invalidArgument(position: 1, message: "a view controller cannot be its own child") }
        // Only a controller with children can be an ancestor: a chain built
        // from the outside in (each new child fresh) skips the walk, which is
        // charged to the script's work when it runs.
        if !child.children.isEmpty {
            var ancestor: ViewController? = self
            var steps = 0
            while let a = ancestor {
                if a === child { throw EngineError.invalidArgument(position: 1, message: "\(child.label) is an ancestor of \(label)") }
                ancestor = a.parent
                steps += 1
            }
            try engine.spend(steps / 8)
        }
        if child.parent === self { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
        child.holdChanged()
        child.viewIfLoaded?.holdChanged()
    }

    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        holdChanged()
        viewIfLoaded?.holdChanged()
    }

    /// Several children leave at once (`popToRootViewController`, replaced
    /// tabs or stacks): one pass over `children` instead of one a child, each
    /// then as `removeFromParent` (200,000 tabs replaced cost 200,000²).
    func removeChildren(_ leaving: [ViewController]) {
        var ids = Set<ObjectIdentifier>()
        for child in leaving where child.parent === self { ids.insert(ObjectIdentifier(child)) }
        guard !ids.isEmpty else { return }
        children.removeAll { ids.contains(ObjectIdentifier($0)) }
        for child in leaving where ids.remove(ObjectIdentifier(child)) != nil {
            child.parent = nil
            child.holdChanged()
            child.viewIfLoaded?.holdChanged()
        }
    }

    /// Whether `controller` may become one of this container's controllers (a
    /// navigation stack, a tab): not the container, not another container's
    /// child, not presented, not a window's root controller.
    func checkCanContain(_ controller: ViewController, position: Int) throws {
        if controller === self {
            throw EngineError.invalidArgument(position: position, message: "\(label) cannot contain itself")
        }
        if let parent = controller.parent, parent !== self {
            throw EngineError.invalidArgument(position: position, message: "\(controller.label) is already a child of \(parent.label)")
        }
        if let presenter = controller.presentingViewController {
            throw EngineError.invalidArgument(position: position, message: "\(controller.label) is presented by \(presenter.label)")
        }
        if let window = controller.rootOfWindow, window.rootViewController === controller {
            throw EngineError.invalidArgument(position: position, message: "\(controller.label) is the root view controller of \(window.label)")
        }
    }

    /// An array of controllers for a container: each once, each allowed (`checkCanContain`).
    func checkControllers(_ controllers: [ViewController]) throws {
        try engine.spend(controllers.count)
        var seen = Set<ObjectIdentifier>()
        for controller in controllers {
            if !seen.insert(ObjectIdentifier(controller)).inserted {
                throw EngineError.invalidArgument(position: 1, message: "\(controller.label) is in the array twice")
            }
            try checkCanContain(controller, position: 1)
        }
    }

    /// Called by a container after a transition; does nothing by default.
    public final func didMoveToParent(_ parent: ViewController?) throws {
        if overrides(.didMoveToParent) {
            _ = try callOverride(.didMoveToParent, ScriptArguments(parent.map { .object($0) } ?? .none, count: 1))
        }
    }

    // MARK: Presentation

    /// Presents `controller`: its view covers the window of this controller's view.
    public func present(_ controller: ViewController) throws {
        try checkCanPresent(controller)
        guard let window = try view().window else {
            throw EngineError.invalidOperation("\(label) cannot present: its view is not in a window")
        }
        let covering = try controller.view()
        covering.frame = window.bounds
        try window.addSubview(covering)
        presentedViewController = controller
        controller.presentingViewController = self
        controller.holdChanged()
    }

    /// The one check before a presentation (`present`, `recordPresentation`): not
    /// itself, not while presenting another, not one already presented, and
    /// not an active controller.
    private func checkCanPresent(_ controller: ViewController) throws {
        if controller === self { throw EngineError.invalidArgument(position: 1, message: "a view controller cannot present itself") }
        if let presented = presentedViewController {
            throw EngineError.invalidOperation("\(label) is already presenting \(presented.label)")
        }
        if controller.presentingViewController != nil {
            throw EngineError.invalidArgument(position: 1, message: "\(controller.label) is already presented")
        }
        try checkNotActive(controller)
    }

    /// UIKit refuses to present "an active controller": one that presents another
    /// (presenting it back would make the responder chain go round) or a window's
    /// root controller.
    private func checkNotActive(_ controller: ViewController) throws {
        if let presented = controller.presentedViewController {
            throw EngineError.invalidArgument(position: 1, message: "\(controller.label) is active: it presents \(presented.label)")
        }
        if let window = controller.rootOfWindow, window.rootViewController === controller {
            throw EngineError.invalidArgument(position: 1, message: "\(controller.label) is active: it is the root view controller of \(window.label)")
        }
    }

    /// Records that this controller presents `controller`, whose view is already in
    /// place (an imported hierarchy): unlike `present`, no view moves.
    public func recordPresentation(of controller: ViewController) throws {
        try checkCanPresent(controller)
        presentedViewController = controller
        controller.presentingViewController = self
        controller.holdChanged()
    }

    /// Dismisses what this controller presented (and whatever that presented, as
    /// UIKit does), or this controller when it was presented. The stack goes from
    /// the top down, in a loop, whatever its height.
    public func dismiss() {
        guard presentedViewController != nil else {
            dismissSelf()
            return
        }
        while let presented = presentedViewController {
            var top = presented
            while let next = top.presentedViewController { top = next }
            guard top.presentingViewController != nil else { break }
            top.dismissSelf()
        }
    }

    private func dismissSelf() {
        guard let presenter = presentingViewController else { return }
        withExtendedLifetime(self) {
            viewIfLoaded?.removeFromSuperview()
            presenter.presentedViewController = nil
            presentingViewController = nil
            holdChanged()
        }
    }

    // MARK: Responder chain

    open override func defaultNextResponder() -> Responder? { viewControllerNextResponder() }

    /// The window when this is a window's root controller, the presenting
    /// controller when presented, else the superview of its view.
    public final func viewControllerNextResponder() -> Responder? {
        if let presentingViewController { return presentingViewController }
        if let window = rootOfWindow, window.rootViewController === self { return window }
        return loadedView?.superview
    }
}
