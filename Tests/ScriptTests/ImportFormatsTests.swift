import Foundation
import XCTest

/// Issue 34's dumps: what real consoles and apps print, read as UIKit would
/// read them, or refused with a message that names the format and says what to
/// paste instead. Each dump is kept here as text in the shape its tool prints
/// (addresses shortened); `import`'s script gives the same hits as
/// `importHierarchy` for each that imports.
final class ImportFormatsTests: XCTestCase {
    func file(_ name: String, _ contents: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-formats-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: url)
        try contents.write(to: url, atomically: false, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// The hits on a grid, through `importHierarchy` and through `import`'s script: the same.
    func assertSameHits(_ dump: String, step: Int = 10, size: (Int, Int) = (320, 480), file: StaticString = #filePath, line: UInt = #line) throws {
        let grid = """
            local out = {}
            for y = 0, \(size.1), \(step) do for x = 0, \(size.0), \(step) do
              local v = hitTest(x, y) out[#out + 1] = x .. "," .. y .. " " .. tostring(v)
            end end
            print(table.concat(out, "\\n"))
            """
        let script = dump + ".lua"
        let made = try TestProcess.respondLua(["import", dump, "-o", script])
        XCTAssertEqual(made.status, 0, made.stderr, file: file, line: line)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: script) }
        let imported = try TestProcess.respondLua(["-e", "importHierarchy('\(dump)')", "-e", grid])
        let rebuilt = try TestProcess.respondLua(["-e", "dofile('\(script)')", "-e", grid])
        XCTAssertEqual(imported.status, 0, imported.stderr, file: file, line: line)
        XCTAssertEqual(rebuilt.stdout, imported.stdout, file: file, line: line)
    }

    /// A WeChat screen printed `alpha = nan`: the dump is read, the view is not
    /// hit-tested (read as alpha 0), with a warning; a frame of NaN contains no
    /// point; an infinite alpha is clamped.
    func testNonFiniteNumbersAreReadAsUIKitUsesThem() throws {
        let dump = try file("nan.txt", """
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
               | <UIView: 0x3; frame = (0 0; 320 480); alpha = nan; layer = <CALayer: 0x4>>
               |    | <UIButton: 0x5; frame = (10 10; 100 40); layer = <CALayer: 0x6>>
               | <UIButton: 0x7; frame = (nan 0; 100 40); layer = <CALayer: 0x8>>
               |    | <UIView: 0x9; frame = (0 0; 10 10); layer = <CALayer: 0xa>>
               | <UIButton: 0xb; frame = (0 100; 100 40); alpha = inf; layer = <CALayer: 0xc>>
            """)
        let run = try TestProcess.respondLua(["why", dump, "20,20"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("a tap at (20, 20) goes to UIWindow\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("UIView \"0x3\" (0,0,320,480) at (20,20): skipped: alpha is below 0.01"), run.stdout)
        XCTAssertEqual(run.stderr.split(separator: "\n").map(String.init), [
            "warning: \(dump):2: UIView: alpha = nan: read as 0: the view is not hit-tested",
            "warning: \(dump):4: UIButton: frame = (nan 0; 100 40): no point is inside it, so the view and its subviews take no touches (read as an empty frame at 0, 0)",
            "warning: \(dump):6: UIButton: alpha = inf: read as 1, as UIKit clamps an alpha",
        ])
        let clamped = try TestProcess.respondLua(["why", dump, "20,110"])
        XCTAssertTrue(clamped.stdout.hasPrefix("a tap at (20, 110) goes to UIButton\n"), clamped.stdout)
        try assertSameHits(dump)
    }

    /// Cycript without `.toString()`: the command echoed, then one `@"…"` line
    /// with `\n` and `\uXXXX` escapes. The root window is kept, names read in Chinese.
    func testCycriptStringsAreUnwrapped() throws {
        let dump = try file("cycript.txt", #"""
            cy# UIApp.keyWindow.recursiveDescription()
            @"<UIWindow: 0x15e5e2e0; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x15e5e4c0>>\n   | <UILabel: 0x15d7a870; frame = (0 0; 100 40); text = '\u53d6\u6d88'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x15d7a9a0>>\n   | <UIButton: 0x15d7b0c0; frame = (0 50; 100 40); opaque = NO; layer = <CALayer: 0x15d7b200>>"
            """#)
        let run = try TestProcess.respondLua(["why", dump, "20,60"])
        XCTAssertEqual(run.stderr, "")
        XCTAssertTrue(run.stdout.hasPrefix("a tap at (20, 60) goes to UIButton\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("UIWindow \"0x15e5e2e0\" (0,0,320,568)"), run.stdout)
        let script = try TestProcess.respondLua(["import", dump])
        XCTAssertTrue(script.stdout.contains("text = \"取消\""), script.stdout)
        try assertSameHits(dump)
    }

    /// A list resting under a bar (`contentOffset: {0, -64}`) keeps its inset: the
    /// first drag starts where the list is. iOS 11's `adjustedContentInset` is read.
    func testContentInsetsAreKept() throws {
        let dump = try file("inset.txt", """
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
               | <UITableView: 0x3; frame = (0 0; 320 480); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {0, -64}; contentSize: {320, 900}; adjustedContentInset: {64, 0, 0, 0}>
               | <UIScrollView: 0x6; frame = (0 0; 320 100); layer = <CALayer: 0x7>; contentOffset: {-10, -20}; contentSize: {640, 100}>
            """)
        let run = try TestProcess.respondLua(["-e", """
            importHierarchy('\(dump)')
            local t, s = app.keyWindow.subviews[1], app.keyWindow.subviews[2]
            print(t.contentInset.top, s.contentInset.top, s.contentInset.left)
            drag({160, 300}, {160, 320})
            sim.settle()
            print(t.contentOffset.y)
            """])
        XCTAssertEqual(run.stdout, "64.0\t20.0\t10.0\n-64.0\n", run.stderr)
        try assertSameHits(dump)
    }

    /// UIKit's private subclasses are the public classes they extend.
    func testPrivateSubclassesAreTheirPublicClasses() throws {
        let dump = try file("private.txt", """
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
               | <UINavigationButton: 0x3; frame = (8 6; 60 32); opaque = NO; layer = <CALayer: 0x4>>
               | <_UIButtonBarButton: 0x5; frame = (252 0; 60 44); layer = <CALayer: 0x6>>
               | <UITabBarButton: 0x7; frame = (2 431; 76 48); opaque = NO; layer = <CALayer: 0x8>>
               | <UITableViewCellDeleteConfirmationControl: 0x9; frame = (240 100; 80 44); layer = <CALayer: 0xa>>
               | <UISearchResultsTableView: 0xb; frame = (0 150; 320 200); gestureRecognizers = <NSArray: 0xc>; layer = <CALayer: 0xd>; contentOffset: {0, 0}; contentSize: {320, 44}>
               | <UISearchBarTextField: 0xe; frame = (8 360; 304 36); text = ''; opaque = NO; layer = <CALayer: 0xf>>
            """)
        let run = try TestProcess.respondLua(["-e", """
            importHierarchy('\(dump)')
            for _, v in ipairs(app.keyWindow.subviews) do
              print(v.className, v:isKindOfClass(UIButton), v:isKindOfClass(UIControl), v:isKindOfClass(UITableView), v:isKindOfClass(UITextField))
            end
            """])
        XCTAssertEqual(run.stdout, """
            UINavigationButton\ttrue\ttrue\tfalse\tfalse
            _UIButtonBarButton\ttrue\ttrue\tfalse\tfalse
            UITabBarButton\tfalse\ttrue\tfalse\tfalse
            UITableViewCellDeleteConfirmationControl\tfalse\ttrue\tfalse\tfalse
            UISearchResultsTableView\tfalse\tfalse\ttrue\tfalse
            UISearchBarTextField\tfalse\ttrue\tfalse\ttrue

            """, run.stderr)
    }

    /// Inside a SwiftUI hosting view, `why` says SwiftUI decides its own hit testing.
    func testWhyTellsAboutSwiftUI() throws {
        let dump = try file("swiftui.txt", """
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
               | <_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_: 0x3; frame = (0 50; 390 794); autoresize = W+H; gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>
               |    | <SwiftUI.DisplayList.ViewUpdater.Platform.CGDrawingView: 0x6; frame = (20 50; 350 44); opaque = NO; layer = <SwiftUI.CGDrawingLayer: 0x7>>
            """)
        let run = try TestProcess.respondLua(["why", dump, "50,120"])
        XCTAssertTrue(run.stdout.hasPrefix("a tap at (50, 120) goes to SwiftUI.DisplayList.ViewUpdater.Platform.CGDrawingView;"
            + " but _TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_ is SwiftUI's: SwiftUI hit-tests what it draws"
            + " itself (contentShape, allowsHitTesting, gesture priority), so inside it this is only UIKit's part of the answer\n"), run.stdout)
        let outside = try TestProcess.respondLua(["why", dump, "5,5"])
        XCTAssertFalse(outside.stdout.split(separator: "\n")[0].contains("SwiftUI"), "the window itself is UIKit's: \(outside.stdout)")
    }

    /// A layer printed with its animations: the view is skipped, with a warning,
    /// and the script gives the same hits.
    func testAnimationsInFlightAreNotDropped() throws {
        let dump = try file("animating.txt", """
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
               | <UIButton: 0x3; frame = (0 0; 100 100); layer = <CALayer: 0x4; animations = { position=<CABasicAnimation: 0x5>; }>>
            """)
        let run = try TestProcess.respondLua(["why", dump, "10,10"])
        XCTAssertTrue(run.stdout.hasPrefix("a tap at (10, 10) goes to UIWindow\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("UIButton \"0x3\" (0,0,100,100) at (10,10): skipped: being animated"), run.stdout)
        XCTAssertTrue(run.stderr.contains("animations in flight: UIKit skips a view being animated"), run.stderr)
        try assertSameHits(dump)
    }

    /// What is not a view hierarchy is refused naming what it is, and saying what to paste.
    func testOtherFormatsAreNamed() throws {
        let paste = "pause the app in Xcode and, at the (lldb) prompt, type po UIApplication.shared.keyWindow?.value(forKey: \"recursiveDescription\")!"
        let cases: [(String, String, String)] = [
            ("windows.txt", """
                ▿ 2 elements
                  - 0 : <UIWindow: 0x7f1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x6>; layer = <UIWindowLayer: 0x6a>>
                  - 1 : <UITextEffectsWindow: 0x7f2; frame = (0 0; 390 844); opaque = NO; autoresize = W+H; layer = <UIWindowLayer: 0x6b>>
                """, ":3: a second window at the top level (line 2 is the first): this is a list of windows"),
            ("array.txt", """
                (
                    "<UIView: 0x7fb; frame = (0 0; 375 44); layer = <CALayer: 0x60>>",
                    "<UIButton: 0x7fc; frame = (0 0; 44 44); opaque = NO; layer = <CALayer: 0x61>>"
                )
                """, ":1: this is an array of views as NSLog or po print it"),
            ("xcuitest.txt", """
                Attributes: Application, pid: 4242, label: 'Demo'
                Element subtree:
                 →Application, 0x600003c04000, pid: 4242, label: 'Demo'
                    Window (Main), 0x600003c040e0, {{0.0, 0.0}, {390.0, 844.0}}
                """, ":1: no view description found: this is XCUITest's debugDescription"),
            ("chain.txt", """
                <UIButton: 0x1; frame = (10 10; 50 50); layer = <CALayer: 0x2>>
                   | <UIView: 0x3; frame = (0 0; 100 100); layer = <CALayer: 0x4>>
                   |    | <UIWindow: 0x5; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6>>
                """, ":3: UIWindow is a window under another view: this is a responder chain printed like a hierarchy"),
        ]
        for (name, text, expected) in cases {
            let dump = try file(name, text)
            let run = try TestProcess.respondLua(["why", dump, "1,1"])
            XCTAssertEqual(run.status, 1, name)
            XCTAssertTrue(run.stderr.hasPrefix(dump + expected), "\(name): \(run.stderr)")
            if name != "windows.txt" && name != "chain.txt" { XCTAssertTrue(run.stderr.contains(paste), "\(name): \(run.stderr)") }
        }
        // Exports of the visual debuggers are not text.
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-formats-\(getpid()).viewhierarchy").path
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: bundle) }
        let run = try TestProcess.respondLua(["why", bundle, "1,1"])
        XCTAssertEqual(run.stderr, "\(bundle): this is Xcode's view debugger export (File > Export View Hierarchy), which holds pictures and data, not the text of a view hierarchy; "
                       + paste + " (or expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]), and save what it prints\n")
    }

    /// iOS 5's mail composer printed descriptions after a label and a parenthesis.
    func testParenthesisedDescriptionsAreViews() throws {
        let dump = try file("mail.txt", """
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
               | <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>>
               |    | To: (<MFMailComposeRecipientView: 0x5; frame = (0 0; 320 44); layer = <CALayer: 0x6>>)
            """)
        let run = try TestProcess.respondLua(["why", dump, "10,10"])
        XCTAssertEqual(run.stderr, "")
        XCTAssertTrue(run.stdout.hasPrefix("a tap at (10, 10) goes to MFMailComposeRecipientView\n"), run.stdout)
        try assertSameHits(dump)
    }
}
