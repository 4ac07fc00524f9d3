import RespondCore
@testable import RespondLua
import XCTest

/// SPEC 12.1 rule 1: the catalogue walked against the engine. A method the
/// engine calls that the catalogue lacks (or marks not modelled), or one the
/// catalogue marks called that the engine never calls, fails here.
final class CatalogueTests: XCTestCase {
    /// Every override the engine calls (`Selector`) is a called overridable of
    /// a catalogued class, and every called overridable is one the engine calls.
    func testOverridablesAgreeWithTheEngine() {
        let overridables = Catalogue.methods.filter { !$0.isProtocolMethod }
        for selector in Selector.allCases {
            let entries = overridables.filter { $0.name == selector.name }
            XCTAssertFalse(entries.isEmpty, "the engine calls the override \(selector.name); the catalogue lacks it")
            XCTAssertTrue(entries.contains { $0.called }, "the engine calls \(selector.name); the catalogue says not modelled")
        }
        for m in overridables where m.called {
            XCTAssertNotNil(Selector.byName[m.name], "\(m.owner).\(m.name) is marked called, but the engine never calls it")
        }
    }

    /// The catalogue's lines make sense: one name per owner, aliases as SPEC
    /// 12.1 rule 3 spells them, and the methods awaiting other branches
    /// catalogued and marked not modelled (flip both when they merge).
    func testCatalogueIsWellFormed() {
        var seen = Set<String>()
        for m in Catalogue.methods {
            XCTAssertTrue(seen.insert("\(m.owner).\(m.name)").inserted, "\(m.owner).\(m.name) twice")
            XCTAssertFalse(m.parameters.contains(""), "\(m.owner).\(m.name): an empty parameter name")
        }
        let aliases = { (owner: String, name: String) in
            Catalogue.methods.first { $0.owner == owner && $0.name == name }?.aliases ?? []
        }
        XCTAssertEqual(aliases("UITableViewDelegate", "didSelectRowAt"),
                       ["didSelectRowAtIndexPath", "tableView:didSelectRowAtIndexPath:", "tableView(_:didSelectRowAt:)"])
        XCTAssertEqual(aliases("UITableViewDataSource", "numberOfSections"),
                       ["numberOfSectionsInTableView", "numberOfSectionsInTableView:", "numberOfSections(in:)"])
        XCTAssertEqual(aliases("UITableViewDataSource", "commit").first, "commitEditingStyle")
        XCTAssertEqual(aliases("UITextFieldDelegate", "shouldChangeCharactersIn").first, "shouldChangeCharactersInRange")
        XCTAssertEqual(aliases("UIGestureRecognizerDelegate", "shouldBegin").first, "gestureRecognizerShouldBegin")
        XCTAssertEqual(aliases("UIGestureRecognizerDelegate", "shouldRecognizeSimultaneouslyWith").first,
                       "shouldRecognizeSimultaneouslyWithGestureRecognizer")
        XCTAssertEqual(aliases("UINavigationControllerDelegate", "willShow").first, "willShowViewController")
        XCTAssertEqual(aliases("UITabBarControllerDelegate", "didSelect").first, "didSelectViewController")
        XCTAssertEqual(aliases("UIScrollViewDelegate", "scrollViewDidScroll"),
                       ["scrollViewDidScroll:", "scrollViewDidScroll(_:)"], "no keyword alias where it is the name")
        XCTAssertEqual(aliases("UIView", "hitTest"), [], "overrides have no aliases")
        for owner in ["UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
                      "UICollectionViewDelegateFlowLayout", "UIScrollViewDelegate", "UITextFieldDelegate",
                      "UIGestureRecognizerDelegate", "UINavigationControllerDelegate", "UITabBarControllerDelegate",
                      "UIResponder", "UIView", "UIControl", "UIScrollView", "UITableViewCell", "UICollectionViewCell",
                      "UIViewController", "UIGestureRecognizer"] {
            XCTAssertTrue(Catalogue.owners.contains(owner), "SPEC 12.1 rule 1 lists \(owner)")
        }
        for p in Catalogue.pending {
            guard let m = Catalogue.methods.first(where: { $0.owner == p.owner && $0.name == p.name }) else {
                XCTFail("\(p.owner).\(p.name) awaits SPEC \(p.section) but is not in the catalogue")
                continue
            }
            XCTAssertFalse(m.called, "\(p.owner).\(p.name) is called now: delete its line from awaitingMerge")
        }
    }

    /// `:help UITableViewDelegate` lists the protocol's methods with their
    /// status; a class's help ends with its overridables.
    func testHelpListsTheCatalogue() throws {
        let rt = try LuaRuntime(options: LuaRuntime.Options())
        let table = rt.helpText(for: "UITableViewDelegate")
        XCTAssertTrue(table.hasPrefix("UITableViewDelegate (a UIKit protocol, SPEC 12.1): respond-lua calls"
                                      + " delegate:name(tableView, …) with the delegate as self\n"), table)
        XCTAssertTrue(table.contains("\n  called        didSelectRowAt(tableView, indexPath) "), table)
        XCTAssertTrue(table.contains("\n  not modelled  contextMenuConfigurationForRowAt(tableView, indexPath, point) "), table)
        XCTAssertTrue(table.contains("tableView(_:didSelectRowAt:)\n"), table)
        XCTAssertEqual(table.components(separatedBy: "\n  ").count - 1, Catalogue.methods(of: "UITableViewDelegate").count)
        let view = rt.helpText(for: "UIView")
        XCTAssertTrue(view.contains("Overridable methods UIKit declares here (SPEC 12.1):\n  called        hitTest(point, event) "), view)
        XCTAssertTrue(view.contains("\n  called        layoutSubviews() "), view)
    }

    /// Scenes that make the engine ask every delegate and data-source method
    /// it calls. Delegates are empty tables: the audit notes what was asked,
    /// defined or not.
    static let walk = """
        local w = UIWindow{} w:makeKeyAndVisible()
        local function cell(tv, ip) return UITableViewCell{} end
        -- A table: loading, heights, highlight, selection, deselection, scrolling.
        local tv = UITableView{frame = {0, 0, 375, 300}, allowsMultipleSelection = true}
        tv.delegate = {}
        tv.dataSource = {numberOfRowsInSection = function(self, t, s) return 40 end, cellForRowAt = function(self, t, ip) return cell(t, ip) end}
        w:addSubview(tv)
        tap(10, 10) wait(0.5) tap(10, 10) wait(0.5)
        tv.allowsMultipleSelection = false
        tap(10, 60) wait(0.5) tap(10, 110) wait(0.5)
        drag({100, 250}, {100, 50}, {duration = 0.1}) wait(3)
        tv:removeFromSuperview()
        -- Headers and footers (asked as their space comes into view), swipe to delete
        -- (rows are swipeable when the data source defines commit), the Delete button.
        local ht = UITableView{frame = {0, 0, 375, 300}}
        ht.delegate = {}
        ht.dataSource = {numberOfRowsInSection = function(self, t, s) return 3 end,
          cellForRowAt = function(self, t, ip) return cell(t, ip) end, commit = function() end}
        w:addSubview(ht)
        sim.swipeToDelete(ht, IndexPath(0, 1)) wait(0.5)
        tap(335, 66) wait(0.5)
        ht:removeFromSuperview()
        -- A text field: begin, typing, clear, return, end (SPEC 12.2).
        local tf = UITextField{frame = {0, 0, 300, 40}, clearButtonMode = "always"}
        tf.delegate = {}
        w:addSubview(tf)
        tap(tf) typeText("ab") sim.tapClearButton(tf) sim.pressReturn() tf:resignFirstResponder()
        tf:removeFromSuperview()
        -- A collection: sizes, selection, deselection.
        local layout = UICollectionViewFlowLayout{itemSize = {100, 100}}
        local cv = UICollectionView{frame = {0, 0, 375, 300}, collectionViewLayout = layout, allowsMultipleSelection = true}
        cv:register(UICollectionViewCell, "c")
        cv.delegate = {}
        cv.dataSource = {numberOfItemsInSection = function(self, c, s) return 4 end,
          cellForItemAt = function(self, c, ip) return c:dequeueReusableCell("c", ip) end}
        w:addSubview(cv)
        tap(10, 10) wait(0.5) tap(10, 10) wait(0.5)
        cv:removeFromSuperview()
        -- Navigation and tabs.
        local nav = UINavigationController{rootViewController = UIViewController{}}
        nav.delegate = {}
        nav:pushViewController(UIViewController{})
        nav:popViewController()
        local tabs = UITabBarController{}
        tabs.viewControllers = {UIViewController{}, UIViewController{}}
        tabs.delegate = {}
        w.rootViewController = tabs
        tap(300, 650) wait(0.5)
        w.rootViewController = nil
        -- Recognizers: two on one view, one failing the other, presses.
        local v = UIView{frame = {0, 0, 375, 667}}
        w:addSubview(v)
        local a, b = UITapGestureRecognizer{}, UIPanGestureRecognizer{}
        a.delegate, b.delegate = {}, {}
        v:addGestureRecognizer(a) v:addGestureRecognizer(b)
        tap(50, 50) wait(0.5)
        drag({50, 50}, {200, 200}) wait(0.5)
        v.canBecomeFirstResponder = true
        v:becomeFirstResponder()
        press("select") wait(0.5)
        """

    func testDelegateMethodsAgreeWithTheEngine() throws {
        let rt = try LuaRuntime(options: LuaRuntime.Options())
        var out = ""
        rt.output = { out += $0 }
        rt.errorOutput = { out += $0 }
        rt.auditCatalogue(true)
        XCTAssertEqual(rt.run(code: Self.walk, chunkName: "=walk"), .ok, out)
        let (asked, uncatalogued) = rt.auditedCalls
        XCTAssertEqual(uncatalogued, [], "the engine asks for methods the catalogue lacks")
        let called = Set(Catalogue.methods.filter { $0.isProtocolMethod && $0.called }.map { "\($0.owner).\($0.name)" })
        XCTAssertEqual(asked.subtracting(called).sorted(), [], "the engine asks for these; the catalogue says not modelled")
        XCTAssertEqual(called.subtracting(asked).sorted(), [],
                       "the catalogue says called, but the engine never asked (or the walk above lacks a scene for it)")
    }
}

/// SPEC 12.5's classes have help at the prompt (from scripts/API.md's rows).
final class BarHelpTests: XCTestCase {
    func testHelpDescribesTheBarClasses() throws {
        let rt = try LuaRuntime(options: LuaRuntime.Options())
        let item = rt.helpText(for: "UIBarButtonItem")
        XCTAssertTrue(item.contains("_UIButtonBarButton"), item)
        XCTAssertTrue(item.contains("itemWidth"), item)
        let toolbar = rt.helpText(for: "UIToolbar")
        XCTAssertTrue(toolbar.contains("flexibleSpace"), toolbar)
        let navigationItem = rt.helpText(for: "UINavigationItem")
        XCTAssertTrue(navigationItem.contains("leftItemsSupplementBackButton"), navigationItem)
    }
}
