/// The catalogue of SPEC 12.1: UIKit's protocol methods and overridable methods
/// for every class the engine models, each marked called or not modelled
/// (`CatalogueData.swift` holds the lines). The engine's facts — names, their
/// parameters, the protocol, the status — live here; the bridge uses them for
/// its lookups, warnings and `:help`.
public struct CatalogueMethod: Sendable {
    /// The protocol (`UITableViewDelegate`) or class (`UIView`) that declares it.
    public let owner: String
    /// A protocol's method (a delegate's or a data source's) or a class's overridable.
    public let isProtocolMethod: Bool
    /// The name scripts write and the engine asks for (`didSelectRowAt`).
    public let name: String
    /// The call's parameters after `self` (`tableView`, `indexPath`).
    public let parameters: [String]
    public let swiftSelector: String
    public let objcSelector: String
    /// Whether the engine calls it.
    public let called: Bool
    /// Other keys that are the same method (rule 3), protocols only: the
    /// Objective-C keyword after the object noun where it differs from
    /// `name` (`didSelectRowAtIndexPath`), then the whole selectors.
    public let aliases: [String]

    public var argumentCount: Int { parameters.count }
    /// Swift's base name (`tableView` for `tableView(_:didSelectRowAt:)`).
    public var swiftBaseName: String { String(swiftSelector.prefix { $0 != "(" }) }
}

public enum Catalogue {
    /// The object nouns Objective-C selectors start with.
    static let objectNouns: Set<String> = [
        "tableView", "collectionView", "scrollView", "textField", "gestureRecognizer",
        "navigationController", "tabBarController",
    ]

    /// Every method, in the order of the table.
    public static let methods: [CatalogueMethod] = parse(table)

    /// The owners, in the order of the table.
    public static let owners: [String] = {
        var seen: [String] = []
        for m in methods where seen.last != m.owner { seen.append(m.owner) }
        return seen
    }()

    /// Whether `owner` is a protocol (or else a class) of the catalogue.
    public static func isProtocol(_ owner: String) -> Bool {
        methods.first { $0.owner == owner }?.isProtocolMethod ?? false
    }

    public static func methods(of owner: String) -> [CatalogueMethod] {
        methods.filter { $0.owner == owner }
    }

    /// `(owner, name, section)` of SPEC 12.8's called methods that are not called on this branch yet.
    public static let pending: [(owner: String, name: String, section: String)] = awaitingMerge.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: " ").map(String.init)
        return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
    }

    static func parse(_ text: String) -> [CatalogueMethod] {
        var out: [CatalogueMethod] = []
        var owner = ""
        var isProtocol = false
        for raw in text.split(separator: "\n") {
            let parts = raw.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard parts.count >= 2 else { continue }
            if parts[0] == "@protocol" || parts[0] == "@class" {
                owner = parts[1]
                isProtocol = parts[0] == "@protocol"
                continue
            }
            guard parts.count == 4, let open = parts[1].firstIndex(of: "("), parts[1].hasSuffix(")") else {
                preconditionFailure("catalogue: bad line '\(raw)'")
            }
            let name = String(parts[1][..<open])
            let inside = parts[1][parts[1].index(after: open)..<parts[1].index(before: parts[1].endIndex)]
            let parameters = inside.split(separator: ",").map(String.init)
            var aliases: [String] = []
            if isProtocol {
                let keywords = parts[3].split(separator: ":").map(String.init)
                var keyword = keywords.first ?? name
                if objectNouns.contains(keyword), keywords.count > 1 { keyword = keywords[1] }
                if keyword != name { aliases.append(keyword) }
                aliases.append(parts[3])
                aliases.append(parts[2])
            }
            out.append(CatalogueMethod(owner: owner, isProtocolMethod: isProtocol, name: name, parameters: parameters,
                                       swiftSelector: parts[2], objcSelector: parts[3], called: parts[0] == "+",
                                       aliases: aliases))
        }
        return out
    }
}

/// The protocols an object's delegate or data source answers, with their
/// methods found by name or alias: what the host looks a call up in.
public final class DelegateProtocols: Sendable {
    /// Most specific first (`UITableViewDelegate`, then `UIScrollViewDelegate`).
    public let protocols: [String]
    /// The methods by name. A name two protocols share (`numberOfSections`)
    /// is the first protocol's.
    public let byName: [String: CatalogueMethod]
    /// The methods by alias (a whole Swift selector two methods share is the first's).
    public let byAlias: [String: CatalogueMethod]
    /// Every name and alias, for the warnings' "is it known" test.
    public let all: [CatalogueMethod]

    init(_ protocols: [String]) {
        self.protocols = protocols
        var byName: [String: CatalogueMethod] = [:]
        var byAlias: [String: CatalogueMethod] = [:]
        var all: [CatalogueMethod] = []
        for p in protocols {
            for m in Catalogue.methods(of: p) {
                all.append(m)
                if byName[m.name] == nil { byName[m.name] = m }
                for a in m.aliases where byAlias[a] == nil { byAlias[a] = m }
            }
        }
        self.byName = byName
        self.byAlias = byAlias
        self.all = all
    }

    static let tableDelegate = DelegateProtocols(["UITableViewDelegate", "UIScrollViewDelegate"])
    static let tableDataSource = DelegateProtocols(["UITableViewDataSource"])
    static let collectionDelegate = DelegateProtocols(["UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
                                                       "UIScrollViewDelegate"])
    static let collectionDataSource = DelegateProtocols(["UICollectionViewDataSource"])
    static let scrollDelegate = DelegateProtocols(["UIScrollViewDelegate"])
    static let textFieldDelegate = DelegateProtocols(["UITextFieldDelegate"])
    static let recognizerDelegate = DelegateProtocols(["UIGestureRecognizerDelegate"])
    static let navigationDelegate = DelegateProtocols(["UINavigationControllerDelegate"])
    static let tabBarDelegate = DelegateProtocols(["UITabBarControllerDelegate"])

    /// What the delegate (or data source) of `object` answers; nil for an
    /// object that has none.
    public static func of(_ object: EngineObject, _ role: DelegateRole) -> DelegateProtocols? {
        switch object {
        case is TableView: role == .dataSource ? tableDataSource : tableDelegate
        case is CollectionView: role == .dataSource ? collectionDataSource : collectionDelegate
        case is ScrollView: role == .delegate ? scrollDelegate : nil
        case is TextField: role == .delegate ? textFieldDelegate : nil
        case is GestureRecognizer: role == .delegate ? recognizerDelegate : nil
        case is NavigationController: role == .delegate ? navigationDelegate : nil
        case is TabBarController: role == .delegate ? tabBarDelegate : nil
        default: nil
        }
    }

    /// The method `key` names in these protocols: by name, then by alias.
    public func method(_ key: String) -> CatalogueMethod? { byName[key] ?? byAlias[key] }
}

extension Catalogue {
    /// The overridable methods of classes named `ancestry` (UIKit names, most
    /// derived first): the first class that declares `name`.
    public static func overridable(_ name: String, in ancestry: [String]) -> CatalogueMethod? {
        for owner in ancestry {
            if let m = overridablesByOwner[owner]?[name] { return m }
        }
        return nil
    }

    static let overridablesByOwner: [String: [String: CatalogueMethod]] = {
        var out: [String: [String: CatalogueMethod]] = [:]
        for m in methods where !m.isProtocolMethod { out[m.owner, default: [:]][m.name] = m }
        return out
    }()
}
