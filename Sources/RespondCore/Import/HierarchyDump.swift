/// A view hierarchy as UIKit printed it: the lines of `recursiveDescription`
/// (and, optionally, of `_printHierarchy` for the view controllers), read into
/// plain values. `HierarchyDumpParser` makes it; `HierarchyBuilder` turns it
/// into engine views.
public struct HierarchyDump {
    /// The file the dump came from, or "(text)".
    public var source: String
    /// The views in dump order: the root first, then depth-first as printed.
    public var views: [DumpedView] = []
    /// The view controllers, in dump order (empty without `_printHierarchy` lines).
    public var controllers: [DumpedController] = []
    /// Lines that were skipped, in line order.
    public var warnings: [DumpWarning] = []

    public init(source: String) {
        self.source = source
    }

    /// The kind each class name was given, decided by its first line (a class is
    /// one kind for all its views).
    public internal(set) var kinds: [String: ViewKind] = [:]

    /// The index of the view printed with `address`, if any.
    public func viewIndex(address: String) -> Int? {
        addressIndex[address]
    }

    var addressIndex: [String: Int] = [:]
}

/// One view line: `<UILabel: 0x7fa1c8d0d010; frame = (16 8; 343 20.3333); text = 'Hi'; ...>`.
public struct DumpedView {
    /// 1-based line of the dump.
    public var line: Int
    /// 0 for the root, 1 for its subviews, ...
    public var depth = 0
    /// As printed: `UIView`, `_UIBarBackground`, `MyApp.CardView`.
    public var className: String
    /// `baseClass = UITableViewCell`: UIKit prints it for classes it did not make itself.
    public var baseClass: String?
    /// `0x7fa1c8d0d010`, or nil when the dump has no addresses (snapshot tests strip them).
    public var address: String?
    /// The printed frame: for a transformed view, the box around the transformed bounds.
    public var frame = Rect.zero
    public var transform: AffineTransform?
    /// The dump printed a frame or transform that is not finite (`nan`, `inf`):
    /// read as an empty frame, which contains no point.
    public var nonFinite = false
    public var hidden = false
    public var alpha = 1.0
    /// Absent means YES for every class (UIKit prints the NO).
    public var userInteractionEnabled = true
    public var clipsToBounds = false
    public var opaque: Bool?
    public var tag = 0
    public var text: String?
    /// Scroll views: the bounds origin.
    public var contentOffset: Point?
    /// `contentInset = {top, left, bottom, right}` and iOS 11's
    /// `adjustedContentInset` (also printed as `adjustedContentInset: {…}`).
    public var contentInset: EdgeInsets?
    public var adjustedContentInset: EdgeInsets?
    /// The layer's animations in flight (`animations = { position=<CABasicAnimation: …>; }`):
    /// UIKit skips a view being animated unless the animation allows user interaction.
    public var animating = false
    public var contentSize: Size?
    /// As printed (`UIExtendedSRGBColorSpace 1 0 0 1`, `<UIDynamicSystemColor: ...>`).
    public var backgroundColor: String?
    /// As printed: `W+H`, `RM+BM`.
    public var autoresize: String?
    /// As printed: `<CALayer: 0x600000b2c0a0>`.
    public var layer: String?
    /// As printed (`<NSArray: 0x600000c5e0a0>`): the dump says there are recognizers, not which.
    public var gestureRecognizers: String?
    /// Index of the superview in `HierarchyDump.views`.
    public var parent: Int?
    /// Indices of the subviews, back to front.
    public var subviews: [Int] = []

    public init(line: Int, className: String) {
        self.line = line
        self.className = className
    }

    /// The view's `name` once imported: its text, else its address.
    public var name: String? {
        if let text, !text.isEmpty { return text }
        return address
    }

    /// The class of the layer (`CALayer`, `UIWindowLayer`), from `layer = <...>`.
    public var layerClass: String? {
        guard let layer, layer.hasPrefix("<") else { return nil }
        let name = layer.dropFirst().prefix { $0 != ":" && $0 != ";" && $0 != ">" && $0 != " " }
        return name.isEmpty ? nil : String(name)
    }

    /// `backgroundColor` as a colour the pictures can use (`#ff0000`), when the
    /// dump gives its components; nil for clear or named (dynamic) colours.
    public var backgroundColorHex: String? {
        guard let backgroundColor, !backgroundColor.hasPrefix("<") else { return nil }
        let numbers = backgroundColor.split(separator: " ").compactMap { Double($0) }
        let rgba: [Double]
        switch numbers.count {
        case 4: rgba = numbers
        case 2: rgba = [numbers[0], numbers[0], numbers[0], numbers[1]]
        default: return nil
        }
        if rgba[3] <= 0 { return nil }
        let hex = "0123456789abcdef".map { $0 }
        var out = "#"
        for component in rgba.prefix(3) {
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            out.append(hex[byte / 16])
            out.append(hex[byte % 16])
        }
        return out
    }
}

/// One `_printHierarchy` line:
/// `<UINavigationController 0x7fa1c9008a00>, state: appeared, view: <UILayoutContainerView 0x7fa1c8c0c2d0>`.
public struct DumpedController {
    public var line: Int
    public var depth = 0
    public var className: String
    public var address: String?
    /// `appeared`, `disappeared`, ...
    public var state: String?
    public var viewClassName: String?
    public var viewAddress: String?
    /// `view: (view not loaded)`.
    public var viewLoaded = true
    /// The line said `not in the window`.
    public var notInWindow = false
    /// Printed with `+`: presented by the controller above it (`parent`).
    public var presented = false
    /// The parent (for a child) or the presenting controller (when `presented`).
    public var parent: Int?

    public init(line: Int, className: String) {
        self.line = line
        self.className = className
    }

    /// The controller's `name` once imported: its address.
    public var name: String? { address }
}

/// The engine class a dumped view controller becomes.
public enum ControllerKind: String, Sendable {
    case viewController = "UIViewController"
    case navigationController = "UINavigationController"
    case tabBarController = "UITabBarController"

    public var uikitName: String { rawValue }

    func make(_ engine: Engine) -> ViewController {
        switch self {
        case .viewController: return ViewController(engine: engine)
        case .navigationController: return NavigationController(engine: engine)
        case .tabBarController: return TabBarController(engine: engine)
        }
    }
}

extension HierarchyDump {
    /// UIKit's navigation and tab bar controllers, and the app's classes named
    /// after them (`MyApp.MainNavigationController`, UIKit's
    /// `UIMoreNavigationController`); every other controller is a UIViewController.
    public static func controllerKind(_ className: String) -> ControllerKind {
        if className.hasSuffix("TabBarController") { return .tabBarController }
        if className.hasSuffix("NavigationController") { return .navigationController }
        return .viewController
    }
}

/// A line the import skipped, and why.
public struct DumpWarning: Equatable, CustomStringConvertible {
    public let source: String
    public let line: Int
    public let message: String

    public var description: String { "\(source):\(line): \(message)" }
}

/// Bad input: the import stops and nothing of the dump is kept.
public struct DumpError: Error, Equatable, CustomStringConvertible {
    public let source: String
    /// 0 when the problem is not on a line (the file cannot be read).
    public let line: Int
    public let message: String

    public init(source: String, line: Int, message: String) {
        self.source = source
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(source):\(line): \(message)" : "\(source): \(message)" }
}

/// The engine class a dumped class becomes (a subclass of it when the names differ).
public enum ViewKind: String, Sendable, CaseIterable {
    case view = "UIView"
    case window = "UIWindow"
    case button = "UIButton"
    case label = "UILabel"
    case imageView = "UIImageView"
    case stackView = "UIStackView"
    case navigationBar = "UINavigationBar"
    case tabBar = "UITabBar"
    case scrollView = "UIScrollView"
    case tableView = "UITableView"
    case tableViewCell = "UITableViewCell"
    case collectionView = "UICollectionView"
    case collectionViewCell = "UICollectionViewCell"
    case control = "UIControl"
    case switchControl = "UISwitch"
    case slider = "UISlider"
    case segmentedControl = "UISegmentedControl"
    case stepper = "UIStepper"
    case textField = "UITextField"

    /// UIKit's name of the engine class.
    public var uikitName: String { rawValue }

    /// UIKit's scroll views that the engine has no class of its own for.
    static let scrollViewNames: Set<String> = ["UITextView"]

    static func isScrollViewName(_ name: String) -> Bool {
        scrollViewNames.contains(name) || name.hasSuffix("ScrollView")
    }

    /// Decides from what the line shows: the class name itself, then the
    /// `baseClass` UIKit prints for classes it did not make, then scroll-view names
    /// (and a `contentOffset`, which only scroll views print), then windows (the
    /// name, or the `UIWindowLayer` only windows have). Everything else is a UIView.
    /// UIKit's private subclasses that dumps print, by the public class they
    /// are: the buttons of navigation bars and toolbars, a tab bar's buttons (a
    /// control), the Delete button of a swiped row (a control), the search
    /// controller's table, and the search bar's text field.
    static let privateSubclasses: [String: ViewKind] = [
        "UINavigationButton": .button, "_UIButtonBarButton": .button, "_UIModernBarButton": .button,
        "UITabBarButton": .control, "UITableViewCellDeleteConfirmationControl": .control,
        "UISearchResultsTableView": .tableView, "UISearchBarTextField": .textField, "_UISearchBarSearchFieldBackgroundView": .view,
    ]

    static func resolve(_ view: DumpedView) -> ViewKind {
        if let kind = ViewKind(rawValue: view.className) { return kind }
        if let kind = privateSubclasses[view.className] { return kind }
        if let base = view.baseClass {
            if let kind = ViewKind(rawValue: base) { return kind }
            if isScrollViewName(base) { return .scrollView }
            if base.hasSuffix("Window") { return .window }
        }
        if isScrollViewName(view.className) || view.contentOffset != nil { return .scrollView }
        if view.className.hasSuffix("Window") || view.layerClass == "UIWindowLayer" { return .window }
        return .view
    }

    /// A new engine object of this kind (windows are made by the builder).
    func make(_ engine: Engine) -> View {
        switch self {
        case .view, .window: return View(engine: engine)
        case .button: return Button(engine: engine)
        case .label: return Label(engine: engine)
        case .imageView: return ImageView(engine: engine)
        case .stackView: return StackView(engine: engine)
        case .navigationBar: return NavigationBar(engine: engine)
        case .tabBar: return TabBar(engine: engine)
        case .scrollView: return ScrollView(engine: engine)
        case .tableView: return TableView(engine: engine)
        case .tableViewCell: return TableViewCell.forImport(engine: engine)
        case .collectionView: return CollectionView(engine: engine)
        case .collectionViewCell: return CollectionViewCell.forImport(engine: engine)
        case .control: return Control(engine: engine)
        case .switchControl: return Switch(engine: engine)
        case .slider: return Slider(engine: engine)
        case .segmentedControl: return SegmentedControl(engine: engine)
        case .stepper: return Stepper(engine: engine)
        case .textField: return TextField(engine: engine)
        }
    }
}
