/// SPEC 12.5: bar button items, the navigation item a controller shows in a
/// navigation bar, and toolbars.
///
/// A `UIBarButtonItem` is not a view: a bar places it. A title or system item
/// is placed as a control of class `_UIButtonBarButton` (made once per item,
/// on first placing) whose touchUpInside hands the item's action to the
/// application with the item as sender (SPEC 7.3: a nil target searches the
/// responder chain from the first responder); a `customView` item is placed as
/// its view is, and sends nothing. Spaces (`flexibleSpace`, `fixedSpace`)
/// take room and place nothing. `item.view` is the placed view, nil until
/// shown.
///
/// Geometry (rule 2, [?]): 8 pt from each edge and between items; a customView
/// keeps its own size, centred vertically; other items are `width` wide (else
/// `UIBarButtonItem.defaults.itemWidth`, 60) and as high as the bar. Bars lay
/// their items out again at once when what they show changes, and in their
/// `layoutSubviews` (a new width).

/// UIBarButtonItem.
public final class BarButtonItem: EngineObject {
    public override class var uikitName: String { "UIBarButtonItem" }

    /// `UIBarButtonItem.SystemItem`, by UIKit's names.
    public enum SystemItem: String, CaseIterable, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// The title a system item's button is labelled with.
        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .fastForward: "Fast Forward"
            default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            }
        }
    }

    /// `UIBarButtonItem.Style` (`bordered` is an old name of plain).
    public enum Style: String, CaseIterable, Sendable { case plain, done }

    public var title: String? { didSet { chargeString(oldValue, title); button?.name = shownTitle; changed() } }
    public var style = Style.plain
    /// Set at construction (`UIBarButtonItem{systemItem = "done"}`).
    public var systemItem: SystemItem? { didSet { button?.name = shownTitle; changed() } }
    /// 0: the bar's default (`itemWidth`); a fixed space's width.
    public var width = 0.0 { didSet { changed() } }
    public var customView: View? {
        didSet {
            guard oldValue !== customView else { return }
            if let old = oldValue, view === old, let bar, old.superview === bar { old.removeFromSuperview() }
            if view === oldValue { view = nil }
            changed()
        }
    }
    public var target: ActionTarget?
    public var action: Action?
    /// `isEnabled`: a disabled item's control takes no touches.
    public var enabled = true { didSet { button?.enabled = enabled } }

    /// `customView = v`: refused before anything changes when the bar showing
    /// the item could not hold `v` (v is the bar or holds it, v is a window).
    public func setCustomView(_ view: View?) throws {
        if let view {
            if view is Window {
                throw EngineError.invalidArgument(position: 1, message: "a UIWindow cannot be the customView of \(label)")
            }
            if let bar, !isSpace, view === bar || bar.isDescendant(of: view) {
                throw EngineError.invalidArgument(position: 1, message: "\(view.label) holds \(bar.label), which shows \(label): it cannot be placed in it")
            }
        }
        customView = view
    }

    /// The view a bar placed for it (nil until shown, and after it leaves the bar).
    public internal(set) var view: View?
    /// The bar showing it: set while the bar lays it out (its `pointed`
    /// items), cleared when it leaves them or the bar goes (`BarLayout.letGo`). A back-pointer,
    /// not a weak reference: a weak one gave the bar a side table that the
    /// leak checker reported whenever an item had left a bar.
    @BackPointer var bar: View? = nil
    /// Its control, made when first placed (title and system items).
    private(set) var button: BarButton?

    /// Whether it takes room without a view.
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    var shownTitle: String? { title ?? systemItem?.title }

    /// How many navigation items and toolbars hold it (its userdata is kept while any does).
    var holders = 0 {
        didSet { if (oldValue == 0) != (holders == 0), !quietly { holdChanged() } }
    }
    /// Set while a holder lets go in its deinit, where nothing may call out to
    /// the host (it may be gone already, as in `View`'s deinit).
    private var quietly = false

    /// A holder's deinit lets go without telling the host.
    func letGoQuietly() {
        quietly = true
        holders -= 1
        quietly = false
    }
    public override var isHeldByEngine: Bool { holders > 0 }

    /// A bar showing it lays its items out again.
    private func changed() {
        guard let bar else { return }
        if let nav = bar as? NavigationBar { nav.layOutItemsKeepingErrors() }
        if let toolbar = bar as? Toolbar { toolbar.layOutItemsKeepingErrors() }
    }

    /// The view to place: the custom view, or the item's control (made once).
    func viewToPlace() -> View? {
        if isSpace { return nil }
        if let customView { return customView }
        if let button { return button }
        let made = BarButton(engine: engine, frame: .zero)
        made.item = self
        made.name = shownTitle
        made.enabled = enabled
        button = made
        return made
    }

    /// The control's touchUpInside: the action to the target through the
    /// application, the item as sender.
    func sendAction(event: Event?) throws {
        guard let action else { return }
        let handled = try engine.application.sendAction(action, to: target, from: self, event: event)
        if !handled, target == nil, case .named(let name) = action, !engine.application.overrides(.sendAction) {
            engine.application.warnUnhandledNilTarget(name, from: self)
        }
    }

    /// `"UIBarButtonItem \"Done\""` for a titled item, as views are labelled.
    public override var label: String {
        if name == nil, let shownTitle { return "\(className) \"\(shownTitle)\"" }
        return super.label
    }
}

/// UIKit's `_UIButtonBarButton`: the control a bar places for a title or system item.
public final class BarButton: Control {
    public override class var uikitName: String { "_UIButtonBarButton" }
    /// The item it shows (it does not keep the item alive).
    public internal(set) weak var item: BarButtonItem?

    public override var claimsSingleTaps: Bool { true }

    public override func touchUpInside(_ touch: Touch, _ event: Event) throws {
        try sendActions(for: [.primaryActionTriggered], event: event)
        try item?.sendAction(event: event)
    }
}

/// UINavigationItem: what a controller shows in a navigation bar while it is
/// the top of the stack (rule 1). Made on first read of `navigationItem`.
public final class NavigationItem: EngineObject {
    public override class var uikitName: String { "UINavigationItem" }
    /// The controller it belongs to.
    public internal(set) weak var controller: ViewController?

    public var title: String? { didSet { chargeString(oldValue, title); changed() } }
    public private(set) var leftBarButtonItems: [BarButtonItem] = []
    public private(set) var rightBarButtonItems: [BarButtonItem] = []
    public var hidesBackButton = false { didSet { changed() } }
    public var leftItemsSupplementBackButton = false { didSet { changed() } }

    public override var isHeldByEngine: Bool { controller != nil }

    /// `leftBarButtonItems = {...}`: leading edge first.
    public func setLeftBarButtonItems(_ items: [BarButtonItem]) throws {
        try BarLayout.checkItems(items, position: 1)
        for item in items { item.holders += 1 }
        for item in leftBarButtonItems { item.holders -= 1 }
        leftBarButtonItems = items
        try relayOut()
    }

    /// `rightBarButtonItems = {...}`: the first is the rightmost.
    public func setRightBarButtonItems(_ items: [BarButtonItem]) throws {
        try BarLayout.checkItems(items, position: 1)
        for item in items { item.holders += 1 }
        for item in rightBarButtonItems { item.holders -= 1 }
        rightBarButtonItems = items
        try relayOut()
    }

    /// The navigation bar showing this item now, if any.
    var shownIn: NavigationBar? {
        guard let controller, let nav = controller.navigationController, nav.topViewController === controller,
              nav.isViewLoaded else { return nil }
        return nav.navigationBar
    }

    private func changed() { shownIn?.layOutItemsKeepingErrors() }
    private func relayOut() throws { try shownIn?.layOutItems() }

    deinit {
        for item in leftBarButtonItems + rightBarButtonItems { item.letGoQuietly() }
    }
}

extension ViewController {
    /// `navigationItem`: made on first read, one per controller (rule 1).
    public var navigationItem: NavigationItem {
        if let made = navigationItemIfMade { return made }
        let item = NavigationItem(engine: engine)
        item.controller = self
        navigationItemIfMade = item
        return item
    }
}

/// UIToolbar (rule 4): items left to right, 8 pt margins and spacing;
/// flexible spaces share what is left equally; fixed spaces take `width`.
public final class Toolbar: View {
    public override class var uikitName: String { "UIToolbar" }
    public static let defaultHeight = 44.0

    public private(set) var items: [BarButtonItem] = []
    /// The views placed for the items, in order.
    private var placed: [(BarButtonItem, View)] = []
    var placedItems: [(BarButtonItem, View)] { placed }
    /// The items whose `bar` is this toolbar (spaces too).
    private var pointed: [BarButtonItem] = []

    /// A toolbar as a script makes it without a frame: the screen's width, 44 high.
    public static func made(in engine: Engine) -> Toolbar {
        Toolbar(engine: engine, frame: Rect(0, 0, engine.screen.size.width, defaultHeight))
    }

    /// `items = {...}` (also `setItems(items, animated)`).
    public func setItems(_ newItems: [BarButtonItem]) throws {
        try BarLayout.checkItems(newItems, position: 1)
        try BarLayout.checkCustomViews(newItems, in: self)
        for item in newItems { item.holders += 1 }
        for item in items { item.holders -= 1 }
        items = newItems
        try layOutItems()
    }

    public override class var laysOutItsSubviews: Bool { true }
    public override func layoutSubviews() { layOutItemsKeepingErrors() }

    /// Places every item now.
    public func layOutItems() throws {
        try BarLayout.checkCustomViews(items, in: self)
        let height = bounds.size.height
        let margin = BarLayout.spacing
        var fixed = 0.0
        var flexibleCount = 0
        for item in items {
            if item.systemItem == .flexibleSpace { flexibleCount += 1 } else { fixed += BarLayout.size(of: item, barHeight: height, engine: engine).width }
        }
        let spacing = margin * Double(max(items.count - 1, 0))
        let rest = max(0, bounds.size.width - 2 * margin - spacing - fixed)
        let flexible = flexibleCount > 0 ? rest / Double(flexibleCount) : 0
        var frames: [(BarButtonItem, Rect)] = []
        var x = margin
        for item in items {
            let size = item.systemItem == .flexibleSpace ? Size(flexible, height)
                : BarLayout.size(of: item, barHeight: height, engine: engine)
            frames.append((item, Rect(x, (height - size.height) / 2, size.width, size.height)))
            x += size.width + margin
        }
        placed = try BarLayout.place(frames, in: self, replacing: placed, pointed: &pointed)
    }

    func layOutItemsKeepingErrors() {
        do { try layOutItems() } catch EngineError.stopped {
            // A limit was reached: the script stops at its next instruction.
        } catch { engine.warn("laying out \(label)'s items: \(error)") }
    }

    deinit {
        BarLayout.letGo(pointed, bar: self)
        for item in items { item.letGoQuietly() }
    }
}

/// What the bars share: sizes, checks and placing.
enum BarLayout {
    /// A bar going away: the items it lays out no longer point at it.
    static func letGo(_ pointed: [BarButtonItem], bar: View) {
        for item in pointed where item.$bar.points(at: bar) { item.bar = nil }
    }

    /// 8 pt from each edge and between items [?].
    static let spacing = 8.0

    /// An item's size in a bar `barHeight` high: a customView's own, a space's
    /// `width`, else `width` or the default by the bar's height.
    static func size(of item: BarButtonItem, barHeight: Double, engine: Engine) -> Size {
        if let view = item.customView, !item.isSpace { return view.frame.size }
        if item.systemItem == .flexibleSpace { return Size(0, barHeight) }
        if item.systemItem == .fixedSpace { return Size(item.width, barHeight) }
        return Size(item.width > 0 ? item.width : engine.tunables.itemWidth, barHeight)
    }

    /// The same item twice in one list would need two places.
    static func checkItems(_ items: [BarButtonItem], position: Int) throws {
        var seen = Set<ObjectIdentifier>()
        for item in items where !seen.insert(ObjectIdentifier(item)).inserted {
            throw EngineError.invalidArgument(position: position, message: "\(item.label) is in the list twice")
        }
    }

    /// A customView that cannot be placed in `bar` (the bar itself, its
    /// ancestor, a window), refused before anything moves.
    /// The bar's ancestors are gathered once (not walked again for each item:
    /// a bar deep in the tree with many items would cost their product at
    /// each layout), and the work is counted.
    static func checkCustomViews(_ items: [BarButtonItem], in bar: View) throws {
        // The bar's superview chain is gathered only when there is a custom
        // view to check: a plain bar deep in a hierarchy (16,000 nested
        // navigation controllers) lays out without walking up to its window.
        guard items.contains(where: { !$0.isSpace && $0.customView != nil }) else { return }
        var holdsBar = Set<ObjectIdentifier>()
        var ancestor: View? = bar
        while let current = ancestor {
            holdsBar.insert(ObjectIdentifier(current))
            ancestor = current.superview
        }
        bar.engine.work &+= holdsBar.count + items.count
        for item in items where !item.isSpace {
            guard let view = item.customView else { continue }
            if holdsBar.contains(ObjectIdentifier(view)) {
                throw EngineError.invalidArgument(position: 1, message: "the customView of \(item.label) is \(view.label), which holds the bar: it cannot be placed in it")
            }
            if view is Window {
                throw EngineError.invalidArgument(position: 1, message: "the customView of \(item.label) is a UIWindow, which cannot be a subview")
            }
        }
    }

    /// Puts each item's view at its frame in `bar`, takes out the views placed
    /// before that are no longer shown, and returns what is placed now.
    /// `pointed` holds every item whose `bar` is this bar (spaces too): it is
    /// replaced by the items of `frames`, and the ones left out let go of the bar.
    static func place(_ frames: [(BarButtonItem, Rect)], in bar: View,
                      replacing old: [(BarButtonItem, View)], pointed: inout [BarButtonItem]) throws -> [(BarButtonItem, View)] {
        bar.engine.work &+= frames.count + old.count
        // Charged here, as hit testing charges its visits: a loop of
        // assignments that each lay a large bar out again is a few Lua
        // instructions each, whatever the layouts cost.
        if bar.engine.work > 4096 { try bar.engine.chargeWork() }
        var now: [(BarButtonItem, View)] = []
        var shownViews = Set<ObjectIdentifier>()
        var shownItems = Set<ObjectIdentifier>()
        for (item, _) in frames {
            shownItems.insert(ObjectIdentifier(item))
            if let view = item.viewToPlace() {
                now.append((item, view))
                shownViews.insert(ObjectIdentifier(view))
            }
        }
        for (item, view) in old where !shownViews.contains(ObjectIdentifier(view)) {
            if view.superview === bar { view.removeFromSuperview() }
            if item.bar === bar, item.view === view { item.view = nil }
        }
        for item in pointed where !shownItems.contains(ObjectIdentifier(item)) && item.$bar.points(at: bar) { item.bar = nil }
        pointed = frames.map(\.0)
        for (item, frame) in frames {
            item.bar = bar
            guard let view = item.viewToPlace() else {
                item.view = nil
                continue
            }
            if view.frame != frame { view.frame = frame }
            if view.superview !== bar { try bar.addSubview(view) }
            item.view = view
        }
        return now
    }
}

extension View {
    /// The bar item this view is placed for, when it sits in a bar.
    var barItemShown: BarButtonItem? {
        if let button = self as? BarButton { return button.item }
        guard let bar = superview, bar is NavigationBar || bar is Toolbar else { return nil }
        return ((bar as? NavigationBar)?.placedItems ?? (bar as? Toolbar)?.placedItems ?? [])
            .first { $0.1 === self }?.0
    }
}

extension Engine {
    /// `explain`'s lines about bars (SPEC 12.5): which item a hit bar view
    /// shows and what its touch sends, the title drawn by the bar, and a pop
    /// gesture its default delegate would refuse.
    func barNotes(for chosen: View?, recognizers: [GestureRecognizer]) -> [Words] {
        var notes: [Words] = []
        var view = chosen
        while let v = view {
            if let item = v.barItemShown {
                if v is BarButton {
                    let to: Words
                    switch item.target {
                    case .object(let o)?: to = Words("to \(o.label)", "发给 \(o.label)")
                    case let target?:
                        let named = host?.describeTarget(target) ?? "its target"
                        to = Words("to \(named)", "发给 \(named)")
                    case nil: to = Words("up the responder chain from the first responder (nil target)",
                                         "沿响应者链发送（从第一响应者开始找，target 为 nil）")
                    }
                    if let action = item.action {
                        notes.append(Words("\(v.label) shows \(item.label): its touchUpInside sends '\(action)' \(to.en), the item as sender",
                                           "\(v.label) 显示 \(item.label)：它在 touchUpInside 时把 '\(action)' \(to.zh)，sender 是这个 item"))
                    } else {
                        notes.append(Words("\(v.label) shows \(item.label), which has no action: a tap sends nothing",
                                           "\(v.label) 显示 \(item.label)，它没有 action：轻点它什么也不会发送"))
                    }
                } else {
                    notes.append(Words("\(v.label) is the customView of \(item.label): the item sends nothing, the view handles its own touches (a button in it needs its own target)",
                                       "\(v.label) 是 \(item.label) 的 customView：item 不发送 action，触摸由这个视图自己处理（里面的按钮要自己 addTarget）"))
                }
                break
            }
            view = v.superview
        }
        if let bar = chosen as? NavigationBar, let title = bar.shownTitle {
            notes.append(Words("the title \"\(title)\" is drawn by \(bar.label), not a view: a touch there goes to the bar",
                               "标题 \"\(title)\" 是 \(bar.label) 绘制的，不是视图：点在那里的触摸由导航栏接收"))
        }
        for g in recognizers {
            guard let view = g.view, let nav = view.viewController as? NavigationController,
                  nav.interactivePopGestureRecognizer === g, nav.popGestureHasDefaultDelegate,
                  nav.viewControllers.count > 1,   // (at the root there is nothing to say)
                  let why = nav.interactiveTransition.refusalWords() else { continue }
            notes.append(Words("swipe back: \(g.label) would not begin: \(why.en)",
                               "右滑返回：\(g.label) 不会开始：\(why.zh)"))
        }
        return notes
    }
}
