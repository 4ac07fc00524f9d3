import Foundation
import XCTest

/// `respond-lua why DUMP X Y` and `respond-lua import DUMP [-o out.lua]`, as users run them.
final class ImportCommandTests: XCTestCase {
    let dump = "scripts/examples/20_imported_app.txt"
    let controllers = "scripts/examples/20_imported_app.controllers.txt"

    /// Runs the built binary from the package root.
    func respondLua(_ arguments: [String]) throws -> CommandLineTests.Run {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = CommandLineTests.root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineTests.Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                    stderr: String(decoding: stderr, as: UTF8.self))
    }

    func temporaryFile(_ name: String, _ contents: String? = nil) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-import-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: url)
        if let contents { try contents.write(to: url, atomically: true, encoding: .utf8) }
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testWhyExplainsATapInOneCommand() throws {
        let run = try respondLua(["why", dump, "195", "797"])
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
        let why = try respondLua(["why", dump, "300", "290", "--controllers", controllers])
        let lua = try respondLua(["-e", "importHierarchy('\(dump)', '\(controllers)') explain(300, 290)"])
        XCTAssertEqual(lua.status, 0, lua.stderr)
        XCTAssertTrue(why.stdout.hasPrefix("a tap at (300, 290) goes to Orders.OrderCardView\n"), why.stdout)
        XCTAssertTrue(why.stdout.drop { $0 != "\n" }.dropFirst().hasPrefix(lua.stdout), why.stdout)
        XCTAssertTrue(why.stdout.contains(
            "→ Orders.OrdersViewController \"0x7f9a3c40f5c0\" → UIViewControllerWrapperView \"0x7f9a3c60e9f0\""), "the controllers are in the chain")
        XCTAssertEqual(try respondLua(["why", dump, "300", "290", "--controllers", controllers]).stdout, why.stdout, "the same bytes every time")
    }

    func testWhyGivesAPlainRootARoomyScreen() throws {
        let path = try temporaryFile("tall.txt", """
            <UIView: 0x7e01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>
               | <UIButton: 0x7e02; frame = (0 780; 390 64); layer = <CALayer: 0x6002>>
            """)
        let run = try respondLua(["why", path, "100", "800"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("hit: UIButton \"0x7e02\"\n"), run.stdout)
        let small = try respondLua(["why", "--screen", "375x667", path, "100", "800"])
        XCTAssertTrue(small.stdout.contains("hit: nothing\n"), small.stdout)
    }

    func testWhyWarnsAboutSkippedLines() throws {
        let path = try temporaryFile("skipped.txt", """
            (lldb) po UIApplication.shared.keyWindow?.recursiveDescription()
            <UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
               | <UIView: 0x7f02; frame = (0 0; 100 100); layer = <CALayer: 0x6002>>
            """)
        let run = try respondLua(["why", path, "10", "10"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "warning: \(path):1: skipped (not a view description): (lldb) po UIApplication.shared.keyWindow?.recursiveDescription()\n")
        XCTAssertTrue(run.stdout.contains("hit: UIView \"0x7f02\"\n"))
    }

    func testBadDumpsAreErrorsWithTheirLine() throws {
        let path = try temporaryFile("bad.txt", "<UIView: 0x1; frame = (0 0; 100 100)>\n   | <UIView: 0x2; frame = (0 0; abc 10)>\n")
        for arguments in [["why", path, "10", "10"], ["import", path]] {
            let run = try respondLua(arguments)
            XCTAssertEqual(run.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(run.stderr, "\(path):2: frame: the width 'abc' is not a number\n")
            XCTAssertEqual(run.stdout, "")
        }
        let empty = try temporaryFile("empty.txt", "\n")
        XCTAssertEqual(try respondLua(["why", empty, "1", "1"]).stderr,
                       "\(empty):1: no view description found (a recursiveDescription line looks like <UIView: 0x7fa1c8d0d010; frame = (0 0; 375 667); ...>)\n")
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try respondLua(["why", "no-such-dump.txt", "1", "2"]).status, 2)
        XCTAssertEqual(try respondLua(["why", dump, "1"]).status, 2, "Y is missing")
        XCTAssertEqual(try respondLua(["why", dump, "one", "2"]).status, 2)
        XCTAssertEqual(try respondLua(["why", dump, "1", "2", "--controllers", "no-such.txt"]).status, 2)
        XCTAssertEqual(try respondLua(["import"]).status, 2)
        XCTAssertEqual(try respondLua(["import", "no-such-dump.txt"]).status, 2)
    }

    func testTheSandboxReadsNoFiles() throws {
        let file = try respondLua(["--sandbox", "-e", "importHierarchy('\(dump)')"])
        XCTAssertEqual(file.status, 1)
        XCTAssertTrue(file.stderr.hasPrefix(
            "(command line):1: importHierarchy: reading files is not available in --sandbox; pass the dump's text\n"), file.stderr)
        let text = try respondLua(["--sandbox", "-e", "print(importHierarchy('<UIView: 0x1; frame = (0 0; 10 10)>'))"])
        XCTAssertEqual(text.stdout, "UIView \"0x1\" (0,0,10,10)\tUIWindow#1 (0,0,375,667)\n", text.stderr)
    }

    func testImportWritesAScriptThatRebuildsTheSameHierarchy() throws {
        let script = try temporaryFile("rebuilt.lua")
        let run = try respondLua(["import", dump, "--controllers", controllers, "-o", script])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        let text = try String(contentsOfFile: script, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("-- Made by `respond-lua import` from \(dump): 37 views, 3 view controllers.\n"), text)
        XCTAssertTrue(text.contains("classes.Orders_OrderCardView = UIView:subclass(\"Orders.OrderCardView\")\n"))
        XCTAssertTrue(text.contains("classes.UITableView = UIScrollView:subclass(\"UITableView\")\n"))
        XCTAssertTrue(text.contains(
            "views.tableView8 = classes.UITableView{name = \"0x7f9a3d01e000\", frame = {0, 0, 390, 844}, clipsToBounds = true, contentOffset = {0, -143.33333333333334}, contentSize = {390, 280}}\n"))
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
        let imported = try respondLua(["-e", "importHierarchy('\(dump)', '\(controllers)')", "-e", grid])
        let rebuilt = try respondLua(["-e", "dofile('\(script)')", "-e", grid])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        XCTAssertEqual(rebuilt.stdout, imported.stdout)
        XCTAssertTrue(imported.stdout.contains("198,803 Orders.ToastContainerView \"0x7f9a3c72e900\" (0,700,390,144) > UIView"), "the grid saw the toast")

        // Printed when there is no -o, and runnable as it is.
        let printed = try respondLua(["import", dump, "--controllers", controllers])
        XCTAssertEqual(printed.stdout, text)
        let ran = try respondLua([script])
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
        let run = try respondLua(["import", path])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "warning: \(path):5: skipped (not a view description): CardView(title: \"x\")\n")
        XCTAssertTrue(run.stdout.contains("views.label2 = UILabel{name = \"Say \\\"hi\\\"\\\\now\", frame = {10, 10, 100, 20}, userInteractionEnabled = true, text = \"Say \\\"hi\\\"\\\\now\"}\n"),
                      run.stdout)
        XCTAssertTrue(run.stdout.contains("views.imageView3 = UIImageView{name = \"0x7a03\", frame = {10, 40, 40, 40}}\n"))
        XCTAssertTrue(run.stdout.contains("views.view4 = UIView{name = \"0x7a04\", frame = {10, 90, 40, 40}, hidden = true, alpha = 0.5, tag = 3}\n"))
        XCTAssertTrue(run.stdout.contains("views.window = UIWindow{}\nviews.window:addSubview(views.view1)\nviews.window:makeKeyAndVisible()\n"))
        XCTAssertTrue(run.stdout.contains("-- warning: \(path):5: skipped (not a view description): CardView(title: \"x\")\n"))
        let script = try temporaryFile("kinds.lua", run.stdout)
        let check = try respondLua(["-e", """
            local root = dofile('\(script)')
            assert(root:find('Say "hi"\\\\now').text == 'Say "hi"\\\\now')
            assert(root:find('Say "hi"\\\\now').userInteractionEnabled == true)
            assert(root:find('0x7a04').tag == 3)
            print('ok')
            """])
        XCTAssertEqual(check.stdout, "ok\n", check.stderr)
    }
}
