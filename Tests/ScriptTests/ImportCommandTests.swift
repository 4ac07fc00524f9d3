import Foundation
import XCTest

/// `respond-lua why DUMP X Y` and `respond-lua import DUMP [-o out.lua]`, as users run them.
final class ImportCommandTests: XCTestCase {
    let dump = "scripts/examples/20_imported_app.txt"
    let controllers = "scripts/examples/20_imported_app.controllers.txt"

    func temporaryFile(_ name: String, _ contents: String? = nil) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-import-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: url)
        if let contents { try contents.write(to: url, atomically: false, encoding: .utf8) }
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testWhyExplainsATapInOneCommand() throws {
        let run = try TestProcess.respondLua(["why", dump, "195", "797"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "a tap at (195, 797) goes to Orders.ToastContainerView (alpha 0.02: nearly invisible but hittable, UIKit skips only below 0.01), which covers UIButton 'Checkout'")
        XCTAssertEqual(lines[1], "explain (195,797)")
        XCTAssertTrue(lines.contains(
            "                Orders.ToastContainerView \"0x7f9a3c72e900\" (0,700,390,144) at (195,97): chosen: inside, and no subview took the point"),
            run.stdout)
        XCTAssertTrue(lines.contains("hit: Orders.ToastContainerView \"0x7f9a3c72e900\""))
        XCTAssertEqual(lines.suffix(2), [
            "the app also has gesture recognizers on UILayoutContainerView \"0x7f9a3c60c4d0\" (line 4) and UIWindow \"0x7f9a3c40e2b0\" (line 1): the dump does not say which, and they see this touch before the view does",
            "",
        ])
    }

    func testWhyPrintsWhatExplainPrintsAfterImportHierarchy() throws {
        let why = try TestProcess.respondLua(["why", dump, "300", "290", "--controllers", controllers])
        let lua = try TestProcess.respondLua(["-e", "importHierarchy('\(dump)', '\(controllers)') explain(300, 290)"])
        XCTAssertEqual(lua.status, 0, lua.stderr)
        XCTAssertTrue(why.stdout.hasPrefix("a tap at (300, 290) goes to Orders.OrderCardView; this tap selects row [0, 1]"
            + " of UITableView \"0x7f9a3d01e000\", unless a gesture recognizer of the app's on Orders.OrderCardView (line 18)"
            + " takes the tap first\n"), why.stdout)
        XCTAssertTrue(why.stdout.drop { $0 != "\n" }.dropFirst().hasPrefix(lua.stdout), why.stdout)
        XCTAssertTrue(why.stdout.contains(
            "→ Orders.OrdersViewController \"0x7f9a3c40f5c0\" → UIViewControllerWrapperView \"0x7f9a3c60e9f0\""), "the controllers are in the chain")
        XCTAssertEqual(try TestProcess.respondLua(["why", dump, "300", "290", "--controllers", controllers]).stdout, why.stdout, "the same bytes every time")
    }

    /// A `_printHierarchy` with a tab bar controller whose tabs hold navigation
    /// controllers: the dump's `UITabBar` and `UINavigationBar` become those
    /// classes, and the chain runs through every controller.
    func testWhyAcceptsATabBarOfNavigationControllers() throws {
        let views = try temporaryFile("tabs.txt", """
            <UIWindow: 0x7a01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
               | <UILayoutContainerView: 0x7a02; frame = (0 0; 375 667); layer = <CALayer: 0x6002>>
               |    | <UITransitionView: 0x7a03; frame = (0 0; 375 667); layer = <CALayer: 0x6003>>
               |    |    | <UIViewControllerWrapperView: 0x7a04; frame = (0 0; 375 667); layer = <CALayer: 0x6004>>
               |    |    |    | <UILayoutContainerView: 0x7a05; frame = (0 0; 375 667); layer = <CALayer: 0x6005>>
               |    |    |    |    | <UINavigationTransitionView: 0x7a06; frame = (0 0; 375 667); layer = <CALayer: 0x6006>>
               |    |    |    |    |    | <UIViewControllerWrapperView: 0x7a07; frame = (0 0; 375 667); layer = <CALayer: 0x6007>>
               |    |    |    |    |    |    | <UIView: 0x7a08; frame = (0 0; 375 667); layer = <CALayer: 0x6008>>
               |    |    |    |    |    |    |    | <UIButton: 0x7a09; frame = (20 100; 120 44); opaque = NO; layer = <CALayer: 0x6009>>
               |    |    |    |    | <UINavigationBar: 0x7a0a; frame = (0 20; 375 44); opaque = NO; layer = <CALayer: 0x600a>>
               |    | <UITabBar: 0x7a0b; frame = (0 618; 375 49); layer = <CALayer: 0x600b>>
               |    |    | <UITabBarButton: 0x7a0c; frame = (2 1; 183 48); opaque = NO; layer = <CALayer: 0x600c>>
               |    |    | <UITabBarButton: 0x7a0d; frame = (190 1; 183 48); opaque = NO; layer = <CALayer: 0x600d>>
            """)
        let controllers = try temporaryFile("tabs.controllers.txt", """
            <UITabBarController 0x8b01>, state: appeared, view: <UILayoutContainerView 0x7a02>
               | <UINavigationController 0x8b02>, state: appeared, view: <UILayoutContainerView 0x7a05>
               |    | <Shop.HomeViewController 0x8b03>, state: appeared, view: <UIView 0x7a08>
               | <UINavigationController 0x8b04>, state: disappeared, view: (view not loaded)
            """)
        let run = try TestProcess.respondLua(["why", views, "80", "120", "--controllers", controllers])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("a tap at (80, 120) goes to UIButton"), run.stdout)
        XCTAssertTrue(run.stdout.contains("""
            responder chain: UIButton "0x7a09" → UIView "0x7a08" → Shop.HomeViewController "0x8b03" \
            → UIViewControllerWrapperView "0x7a07" → UINavigationTransitionView "0x7a06" → UILayoutContainerView "0x7a05" \
            → UINavigationController "0x8b02" → UIViewControllerWrapperView "0x7a04" → UITransitionView "0x7a03" \
            → UILayoutContainerView "0x7a02" → UITabBarController "0x8b01" → UIWindow "0x7a01" → UIApplication
            """), run.stdout)
        let bar = try TestProcess.respondLua(["why", views, "300", "640", "--controllers", controllers])
        XCTAssertTrue(bar.stdout.contains("hit: UITabBarButton \"0x7a0d\""), bar.stdout)
        let classes = try TestProcess.respondLua(["-e", """
            local root = importHierarchy('\(views)', '\(controllers)')
            local function find(v, name) if v.className == name then return v end
              for _, s in ipairs(v.subviews) do local f = find(s, name) if f then return f end end end
            print(find(root, "UITabBar"):isKindOfClass(UITabBar), find(root, "UINavigationBar"):isKindOfClass(UINavigationBar))
            """])
        XCTAssertEqual(classes.stdout, "true\ttrue\n", classes.stderr)
    }

    func testWhyGivesAPlainRootARoomyScreen() throws {
        let path = try temporaryFile("tall.txt", """
            <UIView: 0x7e01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>
               | <UIButton: 0x7e02; frame = (0 780; 390 64); layer = <CALayer: 0x6002>>
            """)
        let run = try TestProcess.respondLua(["why", path, "100", "800"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("hit: UIButton \"0x7e02\"\n"), run.stdout)
        let small = try TestProcess.respondLua(["why", "--screen", "375x667", path, "100", "800"])
        XCTAssertTrue(small.stdout.contains("hit: nothing\n"), small.stdout)
    }

    func testWhyWarnsAboutSkippedLines() throws {
        let path = try temporaryFile("skipped.txt", """
            (lldb) po UIApplication.shared.keyWindow?.recursiveDescription()
            <UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
               | <UIView: 0x7f02; frame = (0 0; 100 100); layer = <CALayer: 0x6002>>
            """)
        let run = try TestProcess.respondLua(["why", path, "10", "10"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "warning: \(path):1: skipped (not a view description): (lldb) po UIApplication.shared.keyWindow?.recursiveDescription()\n")
        XCTAssertTrue(run.stdout.contains("hit: UIView \"0x7f02\"\n"))
    }

    func testBadDumpsAreErrorsWithTheirLine() throws {
        let path = try temporaryFile("bad.txt", "<UIView: 0x1; frame = (0 0; 100 100)>\n   | <UIView: 0x2; frame = (0 0; abc 10)>\n")
        for arguments in [["why", path, "10", "10"], ["import", path]] {
            let run = try TestProcess.respondLua(arguments)
            XCTAssertEqual(run.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(run.stderr, "\(path):2: frame: the width 'abc' is not a number\n")
            XCTAssertEqual(run.stdout, "")
        }
        let empty = try temporaryFile("empty.txt", "\n")
        XCTAssertEqual(try TestProcess.respondLua(["why", empty, "1", "1"]).stderr,
                       "\(empty):1: no view description found (a recursiveDescription line looks like <UIView: 0x7fa1c8d0d010; frame = (0 0; 375 667); ...>)\n")
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try TestProcess.respondLua(["why", "no-such-dump.txt", "1", "2"]).status, 2)
        XCTAssertEqual(try TestProcess.respondLua(["why", dump, "1"]).status, 2, "Y is missing")
        XCTAssertEqual(try TestProcess.respondLua(["why", dump, "one", "2"]).status, 2)
        XCTAssertEqual(try TestProcess.respondLua(["why", dump, "1", "2", "--controllers", "no-such.txt"]).status, 2)
        XCTAssertEqual(try TestProcess.respondLua(["import"]).status, 2)
        XCTAssertEqual(try TestProcess.respondLua(["import", "no-such-dump.txt"]).status, 2)
    }

    func testTheSandboxReadsNoFiles() throws {
        let file = try TestProcess.respondLua(["--sandbox", "-e", "importHierarchy('\(dump)')"])
        XCTAssertEqual(file.status, 1)
        XCTAssertTrue(file.stderr.hasPrefix(
            "(command line):1: importHierarchy: reading files is not available in --sandbox; pass the dump's text\n"), file.stderr)
        let text = try TestProcess.respondLua(["--sandbox", "-e", "print(importHierarchy('<UIView: 0x1; frame = (0 0; 10 10)>'))"])
        XCTAssertEqual(text.stdout, "UIView \"0x1\" (0,0,10,10)\tUIWindow#1 (0,0,375,667)\n", text.stderr)
    }

    func testImportWritesAScriptThatRebuildsTheSameHierarchy() throws {
        let script = try temporaryFile("rebuilt.lua")
        let run = try TestProcess.respondLua(["import", dump, "--controllers", controllers, "-o", script])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        let text = try String(contentsOfFile: script, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("-- Made by `respond-lua import` from \(dump): 37 views, 3 view controllers.\n"), text)
        XCTAssertTrue(text.contains("classes.Orders_OrderCardView = UIView:subclass(\"Orders.OrderCardView\")\n"))
        XCTAssertTrue(text.contains("classes.Orders_OrderCell = UITableViewCell:subclass(\"Orders.OrderCell\")\n"))
        XCTAssertTrue(text.contains(
            "views.tableView8 = UITableView{name = \"0x7f9a3d01e000\", frame = {0, 0, 390, 844}, clipsToBounds = true, contentOffset = {0, -143.33333333333334}, contentSize = {390, 280}, contentInset = {top = 143.33333333333334, left = 0, bottom = 34, right = 0}}\n"))
        XCTAssertTrue(text.contains(
            "views.statusBadgeView21 = classes.Orders_StatusBadgeView{name = \"0x7f9a3c726080\", bounds = {0, 0, 56, 28}, center = {314, 36}, transform = CGAffineTransform(0.9659258262890683, -0.25881904510252074, 0.25881904510252074, 0.9659258262890683, 0, 0), backgroundColor = \"#34c759\"}\n"))
        XCTAssertTrue(text.contains("views.orderCardView18:addSubview(views.statusBadgeView21)\n"))
        XCTAssertTrue(text.contains("controllers.ordersViewController3 = classes.Orders_OrdersViewController{name = \"0x7f9a3c40f5c0\", view = views.view7}\n"))

        // The same hit tests and responder chains on a grid over the whole screen.
        let grid = """
            local out = {}
            for y = 0, 844, 11 do
              for x = 0, 390, 11 do
                local v = hitTest(x, y)
                local names = {}
                for i, r in ipairs(v and responderChain(v) or {}) do names[i] = tostring(r) end
                out[#out + 1] = x .. "," .. y .. " " .. table.concat(names, " > ")
              end
            end
            collectgarbage()
            print(table.concat(out, "\\n"))
            """
        let imported = try TestProcess.respondLua(["-e", "importHierarchy('\(dump)', '\(controllers)')", "-e", grid])
        let rebuilt = try TestProcess.respondLua(["-e", "dofile('\(script)')", "-e", grid])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        XCTAssertEqual(rebuilt.stdout, imported.stdout)
        XCTAssertTrue(imported.stdout.contains("198,803 Orders.ToastContainerView \"0x7f9a3c72e900\" (0,700,390,144) > UIView"), "the grid saw the toast")

        // Printed when there is no -o, and runnable as it is.
        let printed = try TestProcess.respondLua(["import", dump, "--controllers", controllers])
        XCTAssertEqual(printed.stdout, text)
        let ran = try TestProcess.respondLua([script])
        XCTAssertEqual(ran.status, 0, ran.stderr)
    }

    func testImportKeepsNamesAndFlagsOfEveryKind() throws {
        let path = try temporaryFile("kinds.txt", """
            <UIView: 0x7a01; frame = (0 0; 375 667); layer = <CALayer: 0x6001>>
               | <UILabel: 0x7a02; frame = (10 10; 100 20); text = 'Say "hi"\\now'; layer = <_UILabelLayer: 0x6002>>
               | <UIImageView: 0x7a03; frame = (10 40; 40 40); userInteractionEnabled = NO; layer = <CALayer: 0x6003>>
               | <UIView: 0x7a04; frame = (10 90; 40 40); hidden = YES; alpha = 0.5; tag = 3; layer = <CALayer: 0x6004>>
               | CardView(title: "x")
            """)
        let run = try TestProcess.respondLua(["import", path])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "warning: \(path):5: skipped (not a view description): CardView(title: \"x\")\n")
        XCTAssertTrue(run.stdout.contains("views.label2 = UILabel{name = \"Say \\\"hi\\\"\\\\now\", frame = {10, 10, 100, 20}, userInteractionEnabled = true, text = \"Say \\\"hi\\\"\\\\now\"}\n"),
                      run.stdout)
        XCTAssertTrue(run.stdout.contains("views.imageView3 = UIImageView{name = \"0x7a03\", frame = {10, 40, 40, 40}}\n"))
        XCTAssertTrue(run.stdout.contains("views.view4 = UIView{name = \"0x7a04\", frame = {10, 90, 40, 40}, hidden = true, alpha = 0.5, tag = 3}\n"))
        XCTAssertTrue(run.stdout.contains("views.window = UIWindow{}\nviews.window:addSubview(views.view1)\nviews.window:makeKeyAndVisible()\n"))
        XCTAssertTrue(run.stdout.contains("-- warning: \(path):5: skipped (not a view description): CardView(title: \"x\")\n"))
        let script = try temporaryFile("kinds.lua", run.stdout)
        let check = try TestProcess.respondLua(["-e", """
            local root = dofile('\(script)')
            assert(root:find('Say "hi"\\\\now').text == 'Say "hi"\\\\now')
            assert(root:find('Say "hi"\\\\now').userInteractionEnabled == true)
            assert(root:find('0x7a04').tag == 3)
            print('ok')
            """])
        XCTAssertEqual(check.stdout, "ok\n", check.stderr)
    }

    // MARK: Issue 20

    /// Item 2: a lone CR in a field or a controllers line no longer ends the
    /// generated script's comment: running the script runs nothing the dump said.
    func testTheImportedScriptRunsNothingTheDumpSays() throws {
        let marker = try temporaryFile("pwned")
        let dumpPath = try temporaryFile("crafted.txt", """
            <UIWindow: 0x1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x2\ros.execute("touch \(marker)")\r-->; layer = <UIWindowLayer: 0x3>>
               | <UIView: 0x4; frame = (0 0; 10 10)>

            """)
        let controllersPath = try temporaryFile("crafted.controllers.txt", """
            <UINavigationController 0x7c01>, state: appeared, view: <UIView\rio.open("\(marker)", "w"):close()\r-- 0x9>

            """)
        let script = try temporaryFile("crafted.lua")
        let run = try TestProcess.respondLua(["import", dumpPath, "--controllers", controllersPath, "-o", script])
        XCTAssertEqual(run.status, 0, run.stderr)
        let text = try String(contentsOfFile: script, encoding: .utf8)
        XCTAssertTrue(text.contains("""
            -- line 1: the app has gesture recognizers here (gestureRecognizers = <NSArray: 0x2 os.execute("touch \(marker)") -->); the dump does not say which

            """), text)
        XCTAssertTrue(text.contains("""
            controllers.navigationController1 = UINavigationController{name = "0x7c01"}   -- its view (UIView io.open("\(marker)", "w"):close() -- 0x9) is not among the views

            """), text)
        XCTAssertFalse(text.contains("\r"))
        let ran = try TestProcess.respondLua([script])
        XCTAssertEqual(ran.status, 0, ran.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "the script ran what the dump said")
    }

    /// Item 10: the script is written with its length: a NUL in the dump ends nothing early.
    func testANulByteDoesNotCutTheScriptShort() throws {
        let path = try temporaryFile("nul.txt", "<UIView: 0x1; frame = (0 0; 100 100)>\n   | Row(\u{0}id)\n   | <UILabel: 0x2; frame = (0 0; 10 10); text = 'a\u{0}b'>\n")
        let script = try temporaryFile("nul.lua")
        let run = try TestProcess.respondLua(["import", path, "-o", script])
        XCTAssertEqual(run.status, 0, run.stderr)
        let text = try String(contentsOfFile: script, encoding: .utf8)
        XCTAssertTrue(text.contains("-- warning: \(path):2: skipped (not a view description): Row( id)\n"), text)
        XCTAssertTrue(text.contains("views.label3 = UILabel{name = \"a\\000b\", frame = {0, 0, 10, 10}, userInteractionEnabled = true, text = \"a\\000b\"}\n"), text)
        XCTAssertTrue(text.hasSuffix("return views.view1, views.window\n"), text)
    }

    /// Item 11: dumps as debuggers and tools print them import whole.
    func testDumpsAsDebuggersPrintThem() throws {
        let lines = [
            "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>",
            "   | <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>>",
            "   |    | <UIButton: 0x5; frame = (10 400; 300 50); layer = <CALayer: 0x6>>",
            "   |    |    | <UIButtonLabel: 0x7; frame = (100 15; 100 20); text = 'Pay \"now\"'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x8>>",
        ]
        let swiftString = "\"" + lines.joined(separator: "\n").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
        let expected = "a tap at (20, 420) goes to UIButton 'Pay \"now\"'\n"
        let shapes = [
            "p": "(String) $R0 = \(swiftString)\n",
            "po-optional": "Optional(\(swiftString))\n",
            "cycript": "`" + lines.joined(separator: "\n") + "`\n",
            "frida": "\"" + lines.joined(separator: "\n") + "\"\n",
            "bom": "\u{FEFF}" + lines.joined(separator: "\n") + "\n",
            "nested-prefix": lines[0] + "\n" + lines[1] + "\n" + lines[2].replacingOccurrences(of: "| <", with: "| (from the button) <")
                + "\n" + lines[3] + "\n",
            "nslog": lines.map { "2024-05-01 10:00:00.000 App[123:456] " + $0 }.joined(separator: "\n") + "\n",
        ]
        for (name, text) in shapes.sorted(by: { $0.key < $1.key }) {
            let path = try temporaryFile("\(name).txt", text)
            let run = try TestProcess.respondLua(["why", path, "20,420"])
            XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
            XCTAssertEqual(run.stderr, "", name)
            XCTAssertTrue(run.stdout.hasPrefix(expected), "\(name): \(run.stdout)")
            XCTAssertTrue(run.stdout.contains("hit: UIButton \"0x5\"\n"), "\(name): \(run.stdout)")
        }
    }

    /// Item 11: UITextView prints its container view inside one more `<...>`; a tap on the text lands on it.
    func testTextViewContainerLines() throws {
        let path = try temporaryFile("textview.txt", """
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
               | <UITextView: 0x3; frame = (0 100; 390 200); text = 'Notes'; clipsToBounds = YES; gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {0, 0}; contentSize: {390, 200}; adjustedContentInset: {0, 0, 0, 0}>
               |    | <<_UITextContainerView: 0x6; frame = (0 0; 390 200); layer = <_UITextTiledLayer: 0x7>> minSize = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}, textContainer = <NSTextContainer: 0x8 size = (390.000000,inf); widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x9; lineBreakMode = 0>

            """)
        let run = try TestProcess.respondLua(["why", path, "50,150"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertTrue(run.stdout.hasPrefix("a tap at (50, 150) goes to _UITextContainerView\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("hit: _UITextContainerView \"0x6\"\n"), run.stdout)
    }

    /// Item 11: what cannot be imported whole is refused, naming its line.
    func testDumpsThatCannotImportWholeAreRefused() throws {
        let cases: [(String, String, String)] = [
            ("cut", "(String) $R0 = \"<UIWindow: 0x1; frame = (0 0; 320 480)>\\n   | <UIView: 0x3; frame = (0\"...\n",
             ":1: the dump is one Swift string (as `p` or `expr` print it) followed by '...': the debugger cut it short; print the dump with `po`, which prints the text itself"),
            ("nslog-field", "2024-05-01 10:00:00.000 App[1:2] <UIWindow: 0x1; frame = (0 0; 320 480)>\n2024-05-01 10:00:00.000 App[1:2]    | <UIView: 0x3; frame = (0 0; 10 10); alpha = half>\n",
             ":2: alpha: 'half' is not a number"),
            ("transform", "<UIWindow: 0x1; frame = (0 0; 320 480)>\n   | <UIView: 0x3; frame = (0 0; 100 100); transform = [1e-320, 0, 0, 1e-320, 0, 0]>\n",
             ":2: transform: [1e-320, 0, 0, 1e-320, 0, 0] with this frame gives the view no finite size or centre (too close to nothing, or too large)"),
            ("presponder", """
                <UIButton: 0x7f01; frame = (16 760; 358 50); opaque = NO; layer = <CALayer: 0x6001>>
                   | <UIView: 0x7f02; frame = (0 0; 390 844); layer = <CALayer: 0x6002>>
                   |    | <Orders.OrdersViewController: 0x7f03>
                   |    |    | <UIWindow: 0x7f04; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6003>>
                   |    |    |    | <UIApplication: 0x7f05>
                   |    |    |    |    | <Orders.AppDelegate: 0x6004>

                """,
             ":5: UIApplication is not a view: this is a responder chain printed like a hierarchy (Chisel's presponder prints each next responder one level deeper), not a view hierarchy; dump the window's recursiveDescription instead"),
        ]
        for (name, text, message) in cases {
            let path = try temporaryFile("\(name).txt", text)
            for arguments in [["why", path, "10,10"], ["import", path]] {
                let run = try TestProcess.respondLua(arguments)
                XCTAssertEqual(run.status, 1, "\(name): \(run.stdout)")
                XCTAssertEqual(run.stderr, path + message + "\n", name)
                XCTAssertEqual(run.stdout, "", name)
            }
        }
    }

    /// Item 11: the command line's dump is a file name even when it holds a new line.
    func testAPathWithANewLineIsAPath() throws {
        let path = try temporaryFile("two\nlines.txt", "<UIView: 0x1; frame = (0 0; 100 100)>\n   | <UIButton: 0x2; frame = (10 10; 50 50)>\n")
        let run = try TestProcess.respondLua(["why", path, "20,20"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("a tap at (20, 20) goes to UIButton\n"), run.stdout)
        let script = try TestProcess.respondLua(["import", path])
        XCTAssertTrue(script.stdout.hasPrefix("-- Made by `respond-lua import` from \(path.replacingOccurrences(of: "\n", with: " ")): 2 views.\n"), script.stdout)
    }

    /// Item 12: the point as X,Y or X Y, the conclusion first, and the picture at the window's size.
    func testWhyLeadsWithItsConclusionAndDrawsIt() throws {
        let comma = try TestProcess.respondLua(["why", dump, "195,797"])
        let spaced = try TestProcess.respondLua(["why", dump, "195", "797"])
        XCTAssertEqual(comma.status, 0, comma.stderr)
        XCTAssertEqual(comma.stdout, spaced.stdout)
        XCTAssertTrue(comma.stdout.hasPrefix("""
            a tap at (195, 797) goes to Orders.ToastContainerView (alpha 0.02: nearly invisible but hittable, UIKit skips only below 0.01), which covers UIButton 'Checkout'
            explain (195,797)

            """), comma.stdout)
        XCTAssertEqual(try TestProcess.respondLua(["why", dump, "195,79x"]).stderr,
                       "respond-lua: why takes the point as X,Y (finite numbers), like 195,797, or as X Y; got '195,79x'\n")

        let small = try temporaryFile("small.txt", """
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
               | <UIButton: 0x3; frame = (10 400; 300 50)>
               |    | <UIButtonLabel: 0x4; frame = (100 15; 100 20); text = 'Pay'; userInteractionEnabled = NO>

            """)
        let svg = try temporaryFile("why.svg")
        let drawn = try TestProcess.respondLua(["why", small, "20,420", "--svg", svg])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertTrue(drawn.stdout.hasPrefix("a tap at (20, 420) goes to UIButton 'Pay'\n"), drawn.stdout)
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        XCTAssertTrue(picture.hasPrefix("<svg "), picture)
        XCTAssertTrue(picture.contains("<rect x=\"0\" y=\"0\" width=\"320\" height=\"480\" fill=\"#fafafa\"><title>screen</title></rect>"), picture)
        XCTAssertTrue(picture.contains("UIButton"), picture)
    }
}
