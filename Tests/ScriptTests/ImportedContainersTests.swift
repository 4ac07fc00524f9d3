import Foundation
import XCTest

/// Issue 34, "Done when" 1: an imported table or collection takes the dump's
/// cells as its rows (a tap selects, `why` says so), and imported navigation
/// and tab bar controllers are the engine's (the swipe back pops). The dumps are
/// kept here in the shape UIKit prints them (addresses shortened); for each,
/// `import`'s script gives the same hits and the same selection as
/// `importHierarchy`.
final class ImportedContainersTests: XCTestCase {
    func file(_ name: String, _ contents: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-containers-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: url)
        try contents.write(to: url, atomically: false, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// Runs `lua` (which finds the imported root as `root`) after `importHierarchy`
    /// and after `import`'s script, with a grid of hits first: both print the same.
    @discardableResult
    func assertSameRun(_ dump: String, controllers: String? = nil, _ lua: String, step: Int = 20,
                       file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let grid = """
            local out = {}
            for y = 0, 667, \(step) do for x = 0, 375, \(step) do
              out[#out + 1] = x .. "," .. y .. " " .. tostring(hitTest(x, y))
            end end
            print(table.concat(out, "\\n"))
            """
        let script = dump + ".lua"
        let made = try TestProcess.respondLua(["import", dump, "-o", script] + (controllers.map { ["--controllers", $0] } ?? []))
        XCTAssertEqual(made.status, 0, made.stderr, file: file, line: line)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: script) }
        let imported = try TestProcess.respondLua(["-e", "root = importHierarchy('\(dump)'\(controllers.map { ", '\($0)'" } ?? ""))",
                                                   "-e", grid, "-e", lua])
        let rebuilt = try TestProcess.respondLua(["-e", "root = dofile('\(script)')", "-e", grid, "-e", lua])
        XCTAssertEqual(imported.status, 0, imported.stderr, file: file, line: line)
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr, file: file, line: line)
        XCTAssertEqual(rebuilt.stdout, imported.stdout, file: file, line: line)
        // The part after the grid.
        return imported.stdout.replacingOccurrences(of: "\t", with: " ").components(separatedBy: "\n")
            .filter { !($0.first?.isNumber ?? false) || !$0.contains(",") || $0.contains("[") }
            .joined(separator: "\n")
    }

    func firstLine(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let run = try TestProcess.respondLua(arguments, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        return String(run.stdout.prefix { $0 != "\n" })
    }

    /// An iOS 15 settings screen: a grouped table under a 64 pt bar, two sections
    /// with their `UITableViewHeaderFooterView`s, a custom cell (by `baseClass`)
    /// holding a switch.
    let settings = """
        <UIWindow: 0x7fd0; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x6000>; layer = <UIWindowLayer: 0x6001>>
           | <UITableView: 0x7fd1; frame = (0 0; 375 667); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x6002>; layer = <CALayer: 0x6003>; contentOffset: {0, -64}; contentSize: {375, 250}; adjustedContentInset: {64, 0, 0, 0}>
           |    | <UITableViewHeaderFooterView: 0x7fd2; frame = (0 0; 375 38); text = 'ACCOUNT'; autoresize = W; layer = <CALayer: 0x6004>>
           |    | <Settings.SwitchCell: 0x7fd3; baseClass = UITableViewCell; frame = (0 38; 375 44); autoresize = W; layer = <CALayer: 0x6005>>
           |    |    | <UITableViewCellContentView: 0x7fd4; frame = (0 0; 375 43.6667); gestureRecognizers = <NSArray: 0x6006>; layer = <CALayer: 0x6007>>
           |    |    |    | <UILabel: 0x7fd5; frame = (16 11; 200 21); text = 'Notifications'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6008>>
           |    |    |    | <UISwitch: 0x7fd6; frame = (310 6; 51 31); layer = <CALayer: 0x6009>>
           |    | <UITableViewCell: 0x7fd7; frame = (0 82; 375 44); text = 'Profile'; autoresize = W; layer = <CALayer: 0x600a>>
           |    |    | <UITableViewCellContentView: 0x7fd8; frame = (0 0; 375 43.6667); layer = <CALayer: 0x600b>>
           |    |    |    | <UILabel: 0x7fd9; frame = (16 11; 200 21); text = 'Profile'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600c>>
           |    | <UITableViewHeaderFooterView: 0x7fda; frame = (0 126; 375 38); text = 'ABOUT'; autoresize = W; layer = <CALayer: 0x600d>>
           |    | <UITableViewCell: 0x7fdb; frame = (0 164; 375 44); autoresize = W; layer = <CALayer: 0x600e>>
           |    |    | <UITableViewCellContentView: 0x7fdc; frame = (0 0; 375 43.6667); layer = <CALayer: 0x600f>>
           |    |    |    | <UILabel: 0x7fdd; frame = (16 11; 200 21); text = 'Version'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6010>>
           |    | <UITableViewCell: 0x7fde; frame = (0 208; 375 44); autoresize = W; layer = <CALayer: 0x6011>>
           |    |    | <UITableViewCellContentView: 0x7fdf; frame = (0 0; 375 43.6667); layer = <CALayer: 0x6012>>
           |    |    |    | <UILabel: 0x7fe0; frame = (16 11; 200 21); text = 'Licences'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6013>>
        """

    func testWhyEndsWithWhatTheTapDoesToTheRow() throws {
        let dump = try file("settings.txt", settings)
        XCTAssertEqual(try firstLine(["why", dump, "100,250"]),
                       "a tap at (100, 250) goes to UITableViewCellContentView; this tap selects row [1, 0] of UITableView \"0x7fd1\"")
        XCTAssertEqual(try firstLine(["why", dump, "330,124"]),
                       "a tap at (330, 124) goes to UISwitch; no row is selected: UISwitch \"0x7fd6\" in the cell (row [0, 0]) keeps the touch")
        XCTAssertEqual(try firstLine(["why", dump, "100,140"]),
                       "a tap at (100, 140) goes to UITableViewCellContentView; this tap selects row [0, 0] of UITableView \"0x7fd1\","
                       + " unless a gesture recognizer of the app's on UITableViewCellContentView (line 5) takes the tap first")
        XCTAssertEqual(try firstLine(["why", dump, "100,80"]), "a tap at (100, 80) goes to UITableViewHeaderFooterView 'ACCOUNT'",
                       "a header is no row")
        XCTAssertEqual(try firstLine(["why", dump, "100,250"], environment: ["LANG": "zh_CN.UTF-8"]),
                       "在 (100, 250) 轻点，交给 UITableViewCellContentView；这次轻点选中 UITableView \"0x7fd1\" 的第 [1, 0] 行")
        XCTAssertEqual(try firstLine(["why", dump, "330,124"], environment: ["LANG": "zh_CN.UTF-8"]),
                       "在 (330, 124) 轻点，交给 UISwitch；不会选中任何行：单元格（第 [0, 0] 行）里的 UISwitch \"0x7fd6\" 接住这次触摸")
    }

    func testATapSelectsAnImportedRow() throws {
        let dump = try file("settings-tap.txt", settings)
        let out = try assertSameRun(dump, """
            local tv = root.subviews[1]
            print("sections", tv.numberOfSections, tv:numberOfRowsInSection(0), tv:numberOfRowsInSection(1))
            for _, c in ipairs(tv.visibleCells) do print("cell", c.className, tv:indexPathForCell(c)) end
            print("cellForRowAt", tv:cellForRowAt(IndexPath(1, 1)).name, tv:cellForRowAt(IndexPath(2, 0)))
            print("indexPathForRowAt", tv:indexPathForRowAt(CGPoint(10, 190)), tv:rectForRowAt(IndexPath(0, 1)))
            local d = {}
            function d:didSelectRowAt(t, p) print("didSelectRowAt", p) end
            tv.delegate = d
            tap(100, 250)
            print("selected", tv.indexPathForSelectedRow, tv:cellForRowAt(IndexPath(1, 0)).selected)
            tap(330, 124)
            print("after the switch", tv.indexPathForSelectedRow)
            tap(100, 140)
            print("selected", tv.indexPathForSelectedRow, tv:cellForRowAt(IndexPath(1, 0)).selected)
            tv:reloadData()
            print("reloaded", #tv.visibleCells, tv.indexPathForSelectedRow, tv:cellForRowAt(IndexPath(0, 0)).selected)
            tv.allowsSelection = false
            tap(100, 250)
            print("allowsSelection false", tv.indexPathForSelectedRow)
            """)
        XCTAssertEqual(out, """
            sections 2 2 2
            cell Settings.SwitchCell [0, 0]
            cell UITableViewCell [0, 1]
            cell UITableViewCell [1, 0]
            cell UITableViewCell [1, 1]
            cellForRowAt 0x7fde nil
            indexPathForRowAt [1, 0] (0,82,375,44)
            didSelectRowAt [1, 0]
            selected [1, 0] true
            after the switch [1, 0]
            didSelectRowAt [0, 0]
            selected [0, 0] false
            reloaded 4 [0, 0] true
            allowsSelection false nil

            """)
    }

    /// SPEC 11.4 on an imported row: the touch is held 0.15 s (the content-touch
    /// delay), then the cell is highlighted; lifting inside selects it, after
    /// willSelectRowAt; a release before the delay still selects (the held
    /// touchesBegan is delivered first).
    func testTheImportedRowIsHeldThenHighlightedThenSelected() throws {
        let dump = try file("settings-held.txt", settings)
        let out = try assertSameRun(dump, """
            local tv = root.subviews[1]
            local cell = tv:cellForRowAt(IndexPath(1, 1))
            local d = {}
            function d:willSelectRowAt(t, p) print("willSelectRowAt", p, cell.highlighted) return p end
            function d:didSelectRowAt(t, p) print("didSelectRowAt", p, cell.selected) end
            tv.delegate = d
            local f = touchDown(100, 64 + 230)
            f:hold(0.1)
            print("0.1 s", cell.highlighted)
            f:hold(0.1)
            print("0.2 s", cell.highlighted)
            f:up()
            print("up", cell.highlighted, cell.selected, tv.indexPathForSelectedRow)
            tap(100, 64 + 190, {hold = 0.02})
            print("quick tap", tv.indexPathForSelectedRow, cell.selected)
            """)
        XCTAssertEqual(out, """
            0.1 s false
            0.2 s true
            willSelectRowAt [1, 1] true
            didSelectRowAt [1, 1] true
            up false true [1, 1]
            willSelectRowAt [1, 0] false
            didSelectRowAt [1, 0] false
            quick tap [1, 0] false

            """)
    }

    /// A tap recognizer on the table's superview (the usual "dismiss the keyboard")
    /// wins: the touch is cancelled and no row is selected. A drag scrolls (and,
    /// the rows being shorter than the screen, bounces back to the inset) and
    /// selects nothing. A data source replaces the dump's cells.
    func testARecognizerAboveWinsAndADataSourceReplacesTheCells() throws {
        let dump = try file("settings-recognizer.txt", settings)
        let out = try assertSameRun(dump, """
            local tv = root.subviews[1]
            drag(100, 300, 100, 200)
            print("after a drag", tv.indexPathForSelectedRow, tv.contentOffset)
            local window = root
            local tapped = 0
            window:addGestureRecognizer(UITapGestureRecognizer{action = function() tapped = tapped + 1 end})
            tap(100, 250)
            print("with a tap recognizer", tv.indexPathForSelectedRow, tapped)
            tv.dataSource = {numberOfRowsInSection = function() return 1 end,
                             cellForRowAt = function() return UITableViewCell{name = "mine"} end}
            print("data source", tv.numberOfSections, #tv.visibleCells, tv.visibleCells[1].name)
            """)
        XCTAssertEqual(out, """
            after a drag nil (0,-64)
            with a tap recognizer nil 1
            data source 1 1 mine

            """)
    }

    /// iOS 7–10 put the cells in a `UITableViewWrapperView`; a grouped table
    /// without headers separates its sections by gaps (an iOS 7 Mail account list).
    func testCellsUnderAWrapperViewAndSectionsByGaps() throws {
        let dump = try file("wrapper.txt", """
            <UITableView: 0x7a11; frame = (0 0; 320 568); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x6a01>; layer = <CALayer: 0x6a02>; contentOffset: {0, -64}; contentSize: {320, 291}>
               | <UITableViewWrapperView: 0x7a12; frame = (0 0; 320 568); gestureRecognizers = <NSArray: 0x6a03>; layer = <CALayer: 0x6a04>; contentOffset: {0, 0}; contentSize: {320, 568}>
               |    | <UITableViewCell: 0x7a13; frame = (0 35; 320 44); text = 'iCloud'; autoresize = W; layer = <CALayer: 0x6a05>>
               |    |    | <UITableViewCellScrollView: 0x7a14; frame = (0 0; 320 44); autoresize = W+H; gestureRecognizers = <NSArray: 0x6a06>; layer = <CALayer: 0x6a07>; contentOffset: {0, 0}; contentSize: {320, 44}>
               |    |    |    | <UITableViewCellContentView: 0x7a15; frame = (0 0; 287 43.5); gestureRecognizers = <NSArray: 0x6a08>; layer = <CALayer: 0x6a09>>
               |    | <UITableViewCell: 0x7a16; frame = (0 79; 320 44); text = 'Gmail'; autoresize = W; layer = <CALayer: 0x6a0a>>
               |    |    | <UITableViewCellContentView: 0x7a17; frame = (0 0; 287 43.5); layer = <CALayer: 0x6a0b>>
               |    | <UITableViewCell: 0x7a18; frame = (0 158; 320 44); text = 'Fetch New Data'; autoresize = W; layer = <CALayer: 0x6a0c>>
               |    |    | <UITableViewCellContentView: 0x7a19; frame = (0 0; 287 43.5); layer = <CALayer: 0x6a0d>>
               |    |    |    | <UIButton: 0x7a1a; frame = (250 7; 30 30); opaque = NO; layer = <CALayer: 0x6a0e>>
               | <UIImageView: 0x7a1b; frame = (314 502.5; 2.5 3); alpha = 0; opaque = NO; autoresize = LM; userInteractionEnabled = NO; layer = <CALayer: 0x6a0f>>
            """)
        let out = try assertSameRun(dump, """
            local tv = root
            for _, c in ipairs(tv.visibleCells) do print(c.name, tv:indexPathForCell(c)) end
            local d = {}
            function d:didSelectRowAt(t, p) print("didSelectRowAt", p) end
            tv.delegate = d
            tap(100, 64 + 79 + 20)
            tap(265, 64 + 158 + 20)
            print("selected", tv.indexPathForSelectedRow)
            """)
        XCTAssertEqual(out, """
            iCloud [0, 0]
            Gmail [0, 1]
            Fetch New Data [1, 0]
            didSelectRowAt [0, 1]
            selected [0, 1]

            """)
        XCTAssertEqual(try firstLine(["why", dump, "265,242"]),
                       "a tap at (265, 242) goes to UIButton; no row is selected: UIButton \"0x7a1a\" in the cell (row [1, 0]) keeps the touch")
    }

    /// A keyboard's emoji collection: items by y, then x; a
    /// `UICollectionReusableView` header between them starts a section.
    func testCollectionItemsByRowsThenColumnsAndSectionsByHeaders() throws {
        let dump = try file("emoji.txt", """
            <UICollectionView: 0x7c01; frame = (0 0; 320 216); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x6c01>; layer = <CALayer: 0x6c02>; contentOffset: {0, 0}; contentSize: {320, 400}; adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout: 0x7c02>; dataSource: <UIKeyboardEmojiCollectionInputView: 0x7c03>>
               | <UIKeyboardEmojiCollectionViewCell: 0x7c11; baseClass = UICollectionViewCell; frame = (110 10; 40 40); text = 'b'; layer = <CALayer: 0x6c11>>
               | <UIKeyboardEmojiCollectionViewCell: 0x7c12; baseClass = UICollectionViewCell; frame = (10 10; 40 40); text = 'a'; layer = <CALayer: 0x6c12>>
               | <UIKeyboardEmojiCollectionViewCell: 0x7c13; baseClass = UICollectionViewCell; frame = (10 60; 40 40); text = 'c'; layer = <CALayer: 0x6c13>>
               | <UICollectionReusableView: 0x7c20; frame = (0 110; 320 30); layer = <CALayer: 0x6c20>>
               | <UIKeyboardEmojiCollectionViewCell: 0x7c14; baseClass = UICollectionViewCell; frame = (60 150; 40 40); text = 'e'; layer = <CALayer: 0x6c14>>
               | <UIKeyboardEmojiCollectionViewCell: 0x7c15; baseClass = UICollectionViewCell; frame = (10 150; 40 40); text = 'd'; layer = <CALayer: 0x6c15>>
            """)
        let out = try assertSameRun(dump, """
            local cv = root
            for _, c in ipairs(cv.visibleCells) do print(c.name, cv:indexPathForCell(c)) end
            local d = {}
            function d:didSelectItemAt(c, p) print("didSelectItemAt", p) end
            cv.delegate = d
            tap(75, 165)
            print("selected", cv.indexPathsForSelectedItems[1], cv:indexPathForItemAt(CGPoint(120, 20)))
            """)
        XCTAssertEqual(out, """
            a [0, 0]
            b [0, 1]
            c [0, 2]
            d [1, 0]
            e [1, 1]
            didSelectItemAt [1, 1]
            selected [1, 1] [0, 1]

            """)
        XCTAssertEqual(try firstLine(["why", dump, "30,30", "--screen", "320x216"]),
                       "a tap at (30, 30) goes to UIKeyboardEmojiCollectionViewCell 'a'; this tap selects item [0, 0] of UICollectionView \"0x7c01\"")
    }

    /// A mail app's navigation controller two deep (iOS 6 bar with its back button),
    /// with and without its `_printHierarchy`.
    let mail = """
        <UIWindow: 0x7b01; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x6100>; layer = <UIWindowLayer: 0x6101>>
           | <UILayoutContainerView: 0x7b02; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6102>>
           |    | <UINavigationTransitionView: 0x7b03; frame = (0 0; 375 667); clipsToBounds = YES; autoresize = W+H; layer = <CALayer: 0x6103>>
           |    |    | <UIViewControllerWrapperView: 0x7b04; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6104>>
           |    |    |    | <UITableView: 0x7b05; frame = (0 0; 375 667); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x6105>; layer = <CALayer: 0x6106>; contentOffset: {0, -64}; contentSize: {375, 132}>
           |    |    |    |    | <UITableViewCell: 0x7b06; frame = (0 0; 375 44); text = 'Inbox'; autoresize = W; layer = <CALayer: 0x6107>>
           |    |    |    |    |    | <UITableViewCellContentView: 0x7b07; frame = (0 0; 375 43.5); layer = <CALayer: 0x6108>>
           |    |    |    |    | <UITableViewCell: 0x7b08; frame = (0 44; 375 44); text = 'Sent'; autoresize = W; layer = <CALayer: 0x6109>>
           |    |    |    |    |    | <UITableViewCellContentView: 0x7b09; frame = (0 0; 375 43.5); layer = <CALayer: 0x610a>>
           |    | <UINavigationBar: 0x7b0c; frame = (0 20; 375 44); opaque = NO; autoresize = W; layer = <CALayer: 0x610d>>
           |    |    | <_UINavigationBarBackground: 0x7b0d; frame = (0 -20; 375 64); userInteractionEnabled = NO; layer = <CALayer: 0x610e>>
           |    |    | <UINavigationItemView: 0x7b0e; frame = (150 8; 75 27); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x610f>>
           |    |    | <UINavigationItemButtonView: 0x7b0f; frame = (8 6; 70 30); opaque = NO; layer = <CALayer: 0x6110>>
        """
    let mailControllers = """
        <UINavigationController 0x8c01>, state: appeared, view: <UILayoutContainerView 0x7b02>
           | <Mail.AccountsViewController 0x8c02>, state: disappeared, view: <UITableView 0x7b20> not in the window
           | <Mail.MailboxesViewController 0x8c03>, state: appeared, view: <UITableView 0x7b05>
        """

    func testAnImportedNavigationControllerSwipesBack() throws {
        let dump = try file("mail.txt", mail)
        let controllers = try file("mail.controllers.txt", mailControllers)
        let swipe = """
            local tv = root.subviews[1].subviews[1].subviews[1].subviews[1]
            local top = tv.nextResponder
            local nav = top.navigationController
            print(nav.className, #nav.viewControllers, nav.topViewController == top, top.parent == nav)
            drag(2, 200, 300, 200)
            print("after the swipe", #nav.viewControllers, nav.topViewController.className, tv.indexPathForSelectedRow, tv.superview)
            """
        let out = try assertSameRun(dump, controllers: controllers, swipe)
        XCTAssertEqual(out, """
            UINavigationController 2 true true
            after the swipe 1 Mail.AccountsViewController nil nil

            """)
        XCTAssertEqual(try firstLine(["why", dump, "3,100", "--controllers", controllers]),
                       "a tap at (3, 100) goes to UITableViewCellContentView; this tap selects row [0, 0] of UITableView \"0x7b05\";"
                       + " a drag to the right from here is UINavigationController \"0x8c01\"'s swipe back: its interactivePopGestureRecognizer"
                       + " takes the touch and pops Mail.MailboxesViewController \"0x8c03\"")
        XCTAssertEqual(try firstLine(["why", dump, "3,100", "--controllers", controllers], environment: ["LANG": "zh_CN.UTF-8"]),
                       "在 (3, 100) 轻点，交给 UITableViewCellContentView；这次轻点选中 UITableView \"0x7b05\" 的第 [0, 0] 行；"
                       + "从这里向右拖动会触发 UINavigationController \"0x8c01\" 的右滑返回：它的 interactivePopGestureRecognizer"
                       + " 接住这次触摸，弹出 Mail.MailboxesViewController \"0x8c03\"")
        let run = try TestProcess.respondLua(["why", dump, "3,100", "--controllers", controllers])
        XCTAssertTrue(run.stdout.contains("UIScreenEdgePanGestureRecognizer#1 on UILayoutContainerView \"0x7b02\""), run.stdout)
    }

    /// Without `_printHierarchy`, the views say it: a UILayoutContainerView with a
    /// UINavigationTransitionView is a navigation controller's, and the bar's back
    /// button puts a controller below the top one. Without a back button the
    /// stack has one controller, and the swipe back does not begin.
    func testNavigationFromTheViewsAlone() throws {
        let dump = try file("mail-views.txt", mail)
        let out = try assertSameRun(dump, """
            local tv = root.subviews[1].subviews[1].subviews[1].subviews[1]
            local nav = tv.nextResponder.navigationController
            print(nav.className, #nav.viewControllers, nav.topViewController.view == tv)
            drag(2, 200, 300, 200)
            print("after the swipe", #nav.viewControllers, tv.superview)
            """)
        XCTAssertEqual(out, """
            UINavigationController 2 true
            after the swipe 1 nil

            """)
        let rootOnly = try file("mail-root.txt", mail.components(separatedBy: "\n").filter { !$0.contains("UINavigationItemButtonView") }
            .joined(separator: "\n"))
        let stays = try assertSameRun(rootOnly, """
            local tv = root.subviews[1].subviews[1].subviews[1].subviews[1]
            local nav = tv.nextResponder.navigationController
            drag(2, 200, 300, 200)
            print(#nav.viewControllers, tv.superview ~= nil)
            """)
        XCTAssertEqual(stays, "1 true\n")
        XCTAssertEqual(try firstLine(["why", rootOnly, "3,100"]),
                       "a tap at (3, 100) goes to UITableViewCellContentView; this tap selects row [0, 0] of UITableView \"0x7b05\";"
                       + " UINavigationController#1's swipe back does not begin here: its stack holds only UIViewController#1")
    }

    /// A tab bar controller from its views: one tab per UITabBarButton, the
    /// shown one holding the transition view's controller.
    func testTabBarControllerFromTheViews() throws {
        let dump = try file("tabs.txt", """
            <UIWindow: 0x7d01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6d01>>
               | <UILayoutContainerView: 0x7d02; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6d02>>
               |    | <UITransitionView: 0x7d03; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6d03>>
               |    |    | <UIViewControllerWrapperView: 0x7d04; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6d04>>
               |    |    |    | <UIView: 0x7d05; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6d05>>
               |    | <UITabBar: 0x7d06; frame = (0 618; 375 49); autoresize = W+TM; layer = <CALayer: 0x6d06>>
               |    |    | <UITabBarButton: 0x7d08; frame = (127 1; 121 48); opaque = NO; layer = <CALayer: 0x6d08>>
               |    |    |    | <UITabBarSelectionIndicatorView: 0x7d0b; frame = (0 0; 121 48); userInteractionEnabled = NO; layer = <CALayer: 0x6d0b>>
               |    |    | <UITabBarButton: 0x7d07; frame = (2 1; 121 48); opaque = NO; layer = <CALayer: 0x6d07>>
               |    |    | <UITabBarButton: 0x7d09; frame = (252 1; 121 48); opaque = NO; layer = <CALayer: 0x6d09>>
            """)
        let out = try assertSameRun(dump, """
            local shown = root.subviews[1].subviews[1].subviews[1].subviews[1]
            local tabs = shown.nextResponder.tabBarController
            print(tabs.className, #tabs.viewControllers, tabs.selectedIndex, tabs.selectedViewController.view == shown)
            """)
        XCTAssertEqual(out, "UITabBarController 3 1 true\n")
    }

    /// `_printHierarchy` alone is refused, naming the format and saying what to give.
    func testPrintHierarchyAloneIsRefusedSayingWhatToGive() throws {
        let controllers = try file("alone.txt", mailControllers)
        let run = try TestProcess.respondLua(["why", controllers, "1,1"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "\(controllers):1: no view description found: these are view controllers (_printHierarchy);"
                       + " give them with --controllers, beside the views; pause the app in Xcode and, at the (lldb) prompt, type"
                       + " po UIApplication.shared.keyWindow?.value(forKey: \"recursiveDescription\")!"
                       + " (or expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]), and save what it prints\n")
        let lua = try TestProcess.respondLua(["-e", "importHierarchy('\(controllers)')"])
        XCTAssertNotEqual(lua.status, 0)
        XCTAssertTrue(lua.stderr.contains("importHierarchy: \(controllers):1: no view description found: these are view controllers (_printHierarchy)"), lua.stderr)
    }
}
