import Foundation
import RespondCore
@testable import RespondLua
import XCTest

final class ReplSessionTests: XCTestCase {
    func session() throws -> (ReplSession, () -> String) {
        var out = ""
        let make = {
            let rt = try LuaRuntime()
            rt.output = { out += $0 }
            rt.errorOutput = { out += $0 }
            return rt
        }
        let s = ReplSession(runtime: try make(), makeRuntime: make)
        return (s, { defer { out = "" }; return out })
    }

    /// A syntax error's columns are those of the line as typed, whatever the
    /// prompt compiles around it (`=expr`, `expr??`, `:inspect expr`).
    func testColumnsAreThoseOfTheLineTyped() throws {
        let (s, out) = try session()
        let lines = ["=1，2": 3, "x = {1，2}": 7, "a，b??": 2, "  p，q ??": 4, ":inspect a，b": 11, ":i   c，d": 7]
        for (line, column) in lines.sorted(by: { $0.key < $1.key }) {
            _ = s.feed(line)
            let said = out()
            XCTAssertTrue(said.hasPrefix("stdin:1: line 1, column \(column): '，' is a full-width comma; Lua needs ','\n"),
                          "\(line): \(said)")
        }
    }

    /// `:i` takes a tab or an ideographic space (U+3000, a Chinese input method's
    /// space) after it, and `=v??` is `v??`.
    func testInspectTakesAnySpaceAndAnEqualsSign() throws {
        let (s, out) = try session()
        for line in [":i\tapp", ":i\u{3000}app", "=app??", ":inspect app"] {
            _ = s.feed(line)
            XCTAssertTrue(out().hasPrefix("UIApplication\n  class: UIApplication, a UIResponder → NSObject\n"), line)
        }
    }

    func testValuesPrintReadably() throws {
        let (s, out) = try session()
        XCTAssertEqual(s.feed("t = {3, 2, name = 'x', nested = {deep = {deeper = {deepest = 1}}}}"), .done)
        _ = s.feed("t.self = t")
        _ = s.feed("t")
        XCTAssertEqual(out(), "{3, 2, name = \"x\", nested = {deep = {deeper = {...}}}, self = <cycle>}\n")
        _ = s.feed("UIView{name = 'a'}, 'text', 1.5, nil")
        XCTAssertEqual(out(), "UIView \"a\" (0,0,0,0)\ttext\t1.5\tnil\n", "a string as Lua's prompt prints it")
        _ = s.feed("'a\\tb\\nc', {'in a table'}")
        XCTAssertEqual(out(), "a\tb\nc\t{\"in a table\"}\n", "not escaped; quoted inside tables")
    }

    /// `=expr`, as Lua 5.3's prompt took it.
    func testEqualsSignPrintsAnExpression() throws {
        let (s, out) = try session()
        _ = s.feed("=1 + 1")
        XCTAssertEqual(out(), "2\n")
        _ = s.feed("x = 5")
        _ = s.feed("=x, x * 2")
        XCTAssertEqual(out(), "5\t10\n")
    }

    /// What explain, tree and printResponderChain print is not shown again as their value.
    func testInspectorsPrintOnce() throws {
        let (s, out) = try session()
        _ = s.feed("w = UIWindow{name = 'w'} w:makeKeyAndVisible() b = UIView{name = 'b', frame = {0, 0, 50, 50}} w:addSubview(b)")
        _ = out()
        _ = s.feed("tree()")
        XCTAssertEqual(out(), "UIWindow \"w\" (0,0,375,667)  [key window]\n  UIView \"b\" (0,0,50,50)\n")
        _ = s.feed("printResponderChain(b)")
        XCTAssertEqual(out(), "UIView \"b\"\n→ UIWindow \"w\"\n→ UIApplication\n")
        _ = s.feed("explain(10, 10)")
        let explained = out()
        XCTAssertTrue(explained.hasPrefix("explain (10,10)\n"), explained)
        XCTAssertEqual(explained.components(separatedBy: "responder chain:").count, 2, "printed once, not followed by its table")
        _ = s.feed("explain(10, 10).view")
        XCTAssertTrue(out().hasSuffix("responder chain: UIView \"b\" → UIWindow \"w\" → UIApplication\nUIView \"b\" (0,0,50,50)\n"),
                      "a value taken from the result is shown")
        _ = s.feed("#tree(), 1")
        XCTAssertTrue(out().hasSuffix("  UIView \"b\" (0,0,50,50)\n66\t1\n"))
        _ = s.feed("t = tree()")
        _ = out()
        _ = s.feed("t")
        XCTAssertEqual(out(), "UIWindow \"w\" (0,0,375,667)  [key window]\n  UIView \"b\" (0,0,50,50)\n\n", "the text, asked for on its own (and a newline, as print adds)")
    }

    func testColorsWhenAsked() throws {
        let (s, out) = try session()
        s.colors = true
        _ = s.feed("'text', 42, true, UIView{name = 'v'}")
        XCTAssertEqual(out(), "\u{1B}[32mtext\u{1B}[0m\t\u{1B}[36m42\u{1B}[0m\t\u{1B}[35mtrue\u{1B}[0m\tUIView \"v\" (0,0,0,0)\n")
        _ = s.feed("error('oops')")
        XCTAssertTrue(out().hasPrefix("\u{1B}[31mstdin:1: oops\u{1B}[0m\nstack traceback:"))
        s.colors = false
        _ = s.feed("'text', 42")
        XCTAssertEqual(out(), "text\t42\n", "no colour unless asked (pipes, tests)")
    }

    /// A misspelling typed again at the prompt warns again: every statement is stdin:1.
    func testWarningsAtThePromptRepeatPerStatement() throws {
        let (s, out) = try session()
        _ = s.feed("v = UIView{}")
        _ = s.feed("v.hiden = true")
        let warning = "warning: stdin:1: 'hiden' is not a property or method of UIView; did you mean 'hidden'? (UIView#1 keeps it as a field of its own)\n"
        XCTAssertEqual(out(), warning)
        _ = s.feed("w = UIView{} w.hiden = true")
        XCTAssertEqual(out(), warning.replacingOccurrences(of: "UIView#1", with: "UIView#2"))
    }

    /// A statement typed over several lines is one history entry.
    func testAStatementOverSeveralLinesIsOneEntry() throws {
        let (s, _) = try session()
        XCTAssertEqual(s.feed("for i = 1, 2 do"), .needMore)
        XCTAssertEqual(s.feed("  print(i)"), .needMore)
        XCTAssertEqual(s.feed("end"), .done)
        XCTAssertEqual(s.lastStatement, "for i = 1, 2 do\n  print(i)\nend")
        _ = s.feed("=1")
        XCTAssertEqual(s.lastStatement, "=1")
        _ = s.feed("if true then")
        s.cancelPending()
        XCTAssertEqual(s.lastStatement, "", "a statement dropped by Ctrl-C is not kept")
    }

    func testContinuationAndErrors() throws {
        let (s, out) = try session()
        XCTAssertEqual(s.feed("function f()"), .needMore)
        XCTAssertEqual(s.prompt, ">> ")
        XCTAssertEqual(s.feed("return 42 end"), .done)
        _ = s.feed("f()")
        XCTAssertEqual(out(), "42\n")
        _ = s.feed("nil + 1")
        XCTAssertTrue(out().hasPrefix("stdin:1: attempt to perform arithmetic on a nil value"))
        _ = s.feed("1")
        XCTAssertEqual(out(), "1\n", "the session goes on")
    }

    /// Ctrl-D (or the end of a pipe) inside a statement drops it with Lua's message,
    /// as `lua` and `python3` do, and the session goes on; on an empty line it means leave.
    func testEndOfInputInsideAStatement() throws {
        let (s, out) = try session()
        XCTAssertFalse(s.endOfInput(), "nothing unfinished: the caller leaves")
        XCTAssertEqual(s.feed("for i = 1, 2 do"), .needMore)
        XCTAssertEqual(s.feed("print(i)"), .needMore)
        XCTAssertTrue(s.endOfInput())
        XCTAssertEqual(out(), "stdin:2: 'end' expected (to close 'for' at line 1) near <eof>\n")
        XCTAssertEqual(s.prompt, "> ", "the statement is gone")
        XCTAssertEqual(s.feed("6 * 7"), .done)
        XCTAssertEqual(out(), "42\n")
    }

    /// What a Python user types first: `help` helps, `exit()` and `quit()` leave,
    /// a bare `exit` says how (it printed nil, and `exit()` an error); a script's own
    /// globals of those names are left alone.
    func testPythonsWordsForHelpAndLeaving() throws {
        let (s, out) = try session()
        XCTAssertEqual(s.feed("help"), .done)
        XCTAssertEqual(out(), ReplSession.help)
        XCTAssertEqual(s.feed(" help() "), .done)
        XCTAssertEqual(out(), ReplSession.help)
        XCTAssertEqual(s.feed("exit"), .done)
        XCTAssertEqual(out(), "Use :quit, exit() or Ctrl-D (on an empty line) to leave.\n")
        XCTAssertEqual(s.feed("quit"), .done)
        XCTAssertEqual(out(), "Use :quit, quit() or Ctrl-D (on an empty line) to leave.\n")
        XCTAssertEqual(s.feed("exit()"), .quit)
        XCTAssertEqual(s.feed("quit()"), .quit)
        _ = s.feed("function exit() return 'mine' end help = 'my help'")
        XCTAssertEqual(s.feed("exit()"), .done)
        XCTAssertEqual(s.feed("help"), .done)
        XCTAssertEqual(out(), "mine\nmy help\n")
    }

    /// After `-i script.lua` or `:load`, a view the script kept in a `local` is gone
    /// (as in lua); typing its name says where the view is instead of a bare nil.
    func testANameThatIsNilButNamesAViewSaysWhereItIs() throws {
        let (s, out) = try session()
        _ = s.feed("local w = UIWindow{} w:makeKeyAndVisible() local B = UIView{name = 'B'} w:addSubview(B)")
        _ = s.feed("local other = UIWindow{} other:addSubview(UIView{name = 'far'})")
        _ = out()
        _ = s.feed("B")
        XCTAssertEqual(out(), "nil\n(B is no global: a script's locals are gone, as in lua. "
                       + "The view named \"B\" is app.keyWindow:find(\"B\"))\n")
        _ = s.feed("far")
        XCTAssertTrue(out().hasSuffix("The view named \"far\" is app.windows[2]:find(\"far\"))\n"))
        _ = s.feed("B = app.keyWindow:find('B')")
        _ = s.feed("B")
        XCTAssertEqual(out(), "UIView \"B\" (0,0,0,0)\n")
        _ = s.feed("nothing")
        XCTAssertEqual(out(), "nil\n", "no note when no view has the name")
        _ = s.feed("x = nil")
        _ = s.feed("B.name = 'x'")
        _ = s.feed("x")
        XCTAssertTrue(out().hasSuffix("is app.keyWindow:find(\"x\"))\n"))
    }

    func testCommands() throws {
        let (s, out) = try session()
        _ = s.feed("w = UIWindow{name = 'w'} w:makeKeyAndVisible() b = UIView{name = 'b', frame = {0, 0, 50, 50}} w:addSubview(b)")
        _ = out()
        _ = s.feed(":tree")
        XCTAssertEqual(out(), "UIWindow \"w\" (0,0,375,667)  [key window]\n  UIView \"b\" (0,0,50,50)\n")
        _ = s.feed(":chain b")
        XCTAssertEqual(out(), "UIView \"b\"\n→ UIWindow \"w\"\n→ UIApplication\n")
        _ = s.feed(":chain nosuch")
        XCTAssertEqual(out(), ":chain nosuch: that is nil, not a responder (a view, a view controller, a window, the app)\n")
        _ = s.feed(":chain 5")
        XCTAssertEqual(out(), ":chain 5: that is a number, not a responder (a view, a view controller, a window, the app)\n")
        _ = s.feed(":chain b:")
        XCTAssertEqual(out(), ":chain b:: not an expression (<name> expected near <eof>)\n")
        _ = s.feed(":chain error('no')")
        XCTAssertEqual(out(), ":chain error('no'): no\n")
        _ = s.feed(":chain UIView{name = 'once'}")
        XCTAssertEqual(out(), "UIView \"once\"\n")
        _ = s.feed("=#w.subviews")
        XCTAssertEqual(out(), "1\n", "the expression ran once")
        _ = s.feed(":explain 10 10")
        XCTAssertTrue(out().contains("hit: UIView \"b\""))
        _ = s.feed(":explain 10")
        XCTAssertTrue(out().hasPrefix(":explain takes two numbers"))
        _ = s.feed(":trace on")
        _ = s.feed("tap(10, 10)")
        let traced = out()
        XCTAssertTrue(traced.hasPrefix("[0.000] hitTest  at (10,10) → UIView \"b\""), traced)
        XCTAssertTrue(traced.hasSuffix("\noutcome: UIView \"b\" got the touch, touchesBegan to touchesEnded, "
                                       + "and no gesture recognizer took it.\n"), "the line's trace ends with its outcome: \(traced)")
        _ = s.feed(":trace off")
        _ = s.feed(":reset")
        XCTAssertEqual(out(), "a fresh engine: no windows, no views, the clock at 0\n")
        _ = s.feed("w")
        XCTAssertEqual(out(), "nil\n")
        XCTAssertEqual(s.feed(":quit"), .quit)
        _ = s.feed(":nope")
        XCTAssertEqual(out(), "unknown command :nope (try :help)\n")
    }

    func testCompletionCandidates() throws {
        let (s, _) = try session()
        _ = s.feed("card = UIButton{name = 'card'} card.score = 3 function card:handle() end")
        XCTAssertEqual(s.completions(for: "UIWin"), ["UIWindow"])
        XCTAssertEqual(s.completions(for: "x = UIVi"), ["UIView", "UIViewController"])
        XCTAssertTrue(s.completions(for: "card.").contains("card.frame"), "properties")
        XCTAssertTrue(s.completions(for: "card.sc").contains("card.score"), "fields")
        XCTAssertEqual(s.completions(for: "card:han"), ["card:handle"], "own methods")
        XCTAssertTrue(s.completions(for: "card:addT").contains("card:addTarget"), "inherited built-ins")
        XCTAssertFalse(s.completions(for: "card:").contains("card:frame"), "no properties after ':'")
        XCTAssertEqual(s.completions(for: "UIView.subcl"), ["UIView.subclass"], "class members")
        XCTAssertTrue(s.completions(for: "string.fo").contains("string.format"))
        XCTAssertEqual(s.completions(for: "nothing.here"), [])
    }

    /// `sim.now`, `sim.keyboardVisible`, `sim.keyboardHeight` and `sim.recordLimit` (LUA_API 8) complete
    /// like the functions beside them, though an __index function computes them.
    func testSimulatorPropertiesComplete() throws {
        let (s, _) = try session()
        XCTAssertEqual(s.completions(for: "sim.no"), ["sim.now"])
        XCTAssertEqual(s.completions(for: "sim.keyb"), ["sim.keyboardHeight", "sim.keyboardVisible"])
        XCTAssertEqual(s.completions(for: "sim.keyboardH"), ["sim.keyboardHeight"])
        XCTAssertEqual(s.completions(for: "x = sim.recordL"), ["sim.recordLimit"])
        XCTAssertTrue(s.completions(for: "sim.").contains("sim.tap"), "and the functions still")
        XCTAssertEqual(s.completions(for: "sim:no"), [], "they are no methods")
    }

    func testCompletingValuesCommandsAndFiles() throws {
        let (s, _) = try session()
        _ = s.feed("v = UIView{frame = {0, 0, 10, 10}} r = CGRect(1, 2, 3, 4) p = CGPoint(1, 2)")
        XCTAssertEqual(s.completions(for: "v.frame.mi"), ["v.frame.midX", "v.frame.midY", "v.frame.minX", "v.frame.minY"])
        XCTAssertEqual(s.completions(for: "r.ins"), ["r.insetBy"])
        XCTAssertEqual(s.completions(for: "r:"), ["r:contains", "r:insetBy", "r:intersects", "r:offsetBy", "r:union"])
        XCTAssertEqual(s.completions(for: "p."), ["p.distance", "p.x", "p.y"])
        XCTAssertEqual(s.completions(for: "v.center.d"), ["v.center.distance"])
        XCTAssertEqual(s.completions(for: "CGAffineTransform.make"),
                       ["CGAffineTransform.makeRotation", "CGAffineTransform.makeScale", "CGAffineTransform.makeTranslation"])
        XCTAssertTrue(s.completions(for: "CGAffineTransform.").contains("CGAffineTransform.identity"))
        XCTAssertEqual(s.completions(for: "UIGestureRecognizer.defaults.panH"), ["UIGestureRecognizer.defaults.panHysteresis"])
        XCTAssertEqual(s.completions(for: "UIControl.defaults.trac"), ["UIControl.defaults.trackingMargin"])
        // What a constructor returns: the candidates replace the text after ')'.
        let line = "x = CGRect(0, 0, 1, 1).ma"
        XCTAssertEqual(s.completions(for: line), [".maxX", ".maxY"])
        XCTAssertEqual(s.completionStart(for: line), line.utf8.count - 3)
        XCTAssertEqual(s.completions(for: "CGAffineTransform.makeScale(2):inv"), [":inverted"])
        XCTAssertEqual(s.completions(for: "print(1)."), [], "nothing known about print's result")
        XCTAssertEqual(s.completions(for: ":tr"), [":trace", ":tree"])
        XCTAssertEqual(s.completions(for: ":"), ReplSession.commands)
        XCTAssertEqual(s.completions(for: ":trace o"), ["off", "on"])
        XCTAssertEqual(s.completionStart(for: ":trace o"), 7)
        XCTAssertEqual(s.completions(for: ":chain v.fr"), ["v.frame"])
        XCTAssertEqual(s.completionStart(for: ":chain v.fr"), 7)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repl-completion-\(getpid())")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        FileManager.default.createFile(atPath: directory.appendingPathComponent("scene.lua").path, contents: Data())
        FileManager.default.createFile(atPath: directory.appendingPathComponent(".hidden.lua").path, contents: Data())
        let dir = directory.path + "/"
        XCTAssertEqual(s.completions(for: ":load " + dir), [dir + "scene.lua", dir + "sub/"])
        XCTAssertEqual(s.completions(for: ":load " + dir + "sc"), [dir + "scene.lua"])
        XCTAssertEqual(s.completionStart(for: ":load " + dir + "sc"), 6)
    }

    // MARK: Help, inspection and _ (issue 24)

    /// `:help NAME` and `NAME?` list a class's members: its own with their types,
    /// inherited ones by name, grouped by the class that declares them.
    func testHelpListsAClassesMembers() throws {
        let (s, out) = try session()
        XCTAssertEqual(s.feed(":help UIButton"), .done)
        let button = out()
        XCTAssertEqual(button, """
            UIButton: a UIControl → UIView → UIResponder → NSObject; UIButton{...} makes one
            its own members:
              title: string?
            inherited (UIControl? and so on list them in full):
              UIControl: allTargets enabled/isEnabled highlighted/isHighlighted
                selected/isSelected state touchInside/isTouchInside tracking/isTracking
                addTarget() beginTracking() cancelTracking() continueTracking()
                endTracking() gestureRecognizerShouldBegin() removeTarget() sendAction()
                sendActionsForControlEvents() touchesBegan() touchesCancelled()
                touchesEnded() touchesMoved() defaults
              UIView: alpha autoresizesSubviews autoresizingMask backgroundColor bounds
                center clipsToBounds exclusiveTouch/isExclusiveTouch frame
                gestureRecognizers hidden/isHidden
                multipleTouchEnabled/isMultipleTouchEnabled presentationFrame subviews
                superview tag transform translatesAutoresizingMaskIntoConstraints
                userInteractionEnabled/isUserInteractionEnabled window
                addGestureRecognizer() addSubview() UIView.animate() bringSubviewToFront()
                convertPointFromView() convertPointToView() convertRectFromView()
                convertRectToView() endEditing() find() hitTest() insertSubview()
                isDescendantOfView() layoutIfNeeded() layoutSubviews() pointInside()
                removeFromSuperview() removeGestureRecognizer() sendSubviewToBack()
                setNeedsLayout() viewWithTag()
              UIResponder: canBecomeFirstResponder canResignFirstResponder hasText
                inputAccessoryView inputView isFirstResponder becomeFirstResponder()
                canPerformAction() deleteBackward() insertText() motionBegan()
                motionCancelled() motionEnded() pressesBegan() pressesCancelled()
                pressesChanged() pressesEnded() reloadInputViews() remoteControlReceived()
                resignFirstResponder() targetForAction()
              NSObject: class className name isKindOfClass() subclass()

            """)
        XCTAssertEqual(s.feed("UIButton?"), .done)
        XCTAssertEqual(out(), button, "NAME? is :help NAME")
        XCTAssertEqual(s.feed(" UIButton ? "), .done)
        XCTAssertEqual(out(), button)
        _ = s.feed(":help UIView.frame")
        XCTAssertEqual(out(), "UIView.frame: CGRect\n  a property of UIView\n")
        _ = s.feed("UIButton:hitTest?")
        XCTAssertEqual(out(), "UIView:hitTest(point: CGPoint, event?: UIEvent): UIView?\n  a method of UIView; a script may override it\n",
                       "a member is found in the class that declares it")
        _ = s.feed("UITapGestureRecognizer?")
        XCTAssertTrue(out().hasPrefix("""
            UITapGestureRecognizer: a UIGestureRecognizer → NSObject; UITapGestureRecognizer{...} makes one
              properties (defaults) and methods: numberOfTapsRequired 1,
              numberOfTouchesRequired 1
            its own members:
              numberOfTapsRequired: integer

            """), "scripts/API.md's row, when it says more than the names")
        _ = s.feed("Card = UIButton:subclass('Card') function Card:touchesBegan(t, e) end")
        _ = s.feed("Card?")
        XCTAssertTrue(out().hasPrefix("""
            Card: a script's class, a UIButton → UIControl → UIView → UIResponder → NSObject; Card{...} makes one
              set by the script: touchesBegan() (override)
            inherited (UIButton? and so on list them in full):
              UIButton: title

            """))
        _ = s.feed("b = UIButton{name = 'b'}")
        _ = s.feed("b?")
        XCTAssertEqual(out(), "b is UIButton \"b\" (0,0,0,0) (b?? shows its state). Its class:\n" + button)
        _ = s.feed("b.frame?")
        XCTAssertEqual(out(), "UIView.frame: CGRect\n  a property of UIView\n", "a member of an object's class")
        _ = s.feed("r = CGRect(0, 0, 1, 2)")
        _ = s.feed("r?")
        XCTAssertEqual(out(), "r is (0,0,1,2), a CGRect (CGRect? lists its members)\n")
    }

    /// A global function: its signatures, scripts/API.md's row and its options table.
    func testHelpForAFunction() throws {
        let (s, out) = try session()
        XCTAssertEqual(s.feed("tap?"), .done)
        XCTAssertEqual(out(), """
            tap(x: number, y: number, opts?: TapOptions): UIView?
            tap(at: Location, opts?: TapOptions): UIView?
              options (defaults): taps 1, fingers 1, spread 40, hold 0.05, interval 0.1
              TapOptions:
                taps?: integer  -- 1 (2 for doubleTap)
                fingers?: integer  -- 1
                spread?: number  -- 40
                hold?: number  -- 0.05 s
                interval?: number  -- 0.1 s
                settle?: boolean  -- true
              also sim.tap

            """)
        _ = s.feed(":help sim.tap")
        XCTAssertTrue(out().hasPrefix("sim.tap(x: number, y: number, opts?: TapOptions): UIView?\n"))
        _ = s.feed("print?")
        XCTAssertEqual(out(), "print: one of Lua's own functions (the Lua 5.4 manual describes it)\n")
        _ = s.feed("function mine() end")
        _ = s.feed("mine?")
        XCTAssertEqual(out(), "mine is function: mine (stdin:1), a script's function\n")
    }

    func testHelpForSim() throws {
        let (s, out) = try session()
        XCTAssertEqual(s.feed("sim?"), .done)
        XCTAssertEqual(out(), """
            sim: the simulated device; its functions are also globals (tap? says more about one)
              advance(seconds: number)
              batch(changes: fun())
              clearRecords()
              doubleTap(x: number, y: number, opts?: TapOptions): UIView?
              doubleTap(at: Location, opts?: TapOptions): UIView?
              drag(x1: number, y1: number, x2: number, y2: number, opts?: DragOptions): UIView?
              drag(from: Location, to: Location, opts?: DragOptions): UIView?
              drag(x: number, y: number, to: Location, opts?: DragOptions): UIView?
              drag(from: Location, x: number, y: number, opts?: DragOptions): UIView?
              edgePan(edge: ScreenEdge, opts?: EdgePanOptions): UIView?
              keyboardHeight: number  -- the system keyboard's height, 216
              keyboardVisible: boolean  -- read-only
              longPress(x: number, y: number, opts?: LongPressOptions): UIView?
              longPress(at: Location, opts?: LongPressOptions): UIView?
              now: number  -- the virtual clock, in seconds; read-only
              pinch(x: number, y: number, opts?: PinchOptions): UIView?
              pinch(at: Location, opts?: PinchOptions): UIView?
              press(kind: PressType)
              pressReturn()
              quietCatalogue: boolean  -- false; true silences SPEC 12.1's catalogue warnings
              record(on: boolean)
              recordLimit: integer  -- 10,000
              records(): TraceRecord[]
              remoteControl(subtype: string)
              rotate(x: number, y: number, opts?: RotateOptions): UIView?
              rotate(at: Location, opts?: RotateOptions): UIView?
              settle()
              shake()
              swipe(x: number, y: number, direction: SwipeDirection, opts?: SwipeOptions): UIView?
              swipe(at: Location, direction: SwipeDirection, opts?: SwipeOptions): UIView?
              swipeToDelete(tableView: UITableView, indexPath: IndexPathLike): UIView?  -- drags the row 160 pt leftward
              tap(x: number, y: number, opts?: TapOptions): UIView?
              tap(at: Location, opts?: TapOptions): UIView?
              tapClearButton(textField: UITextField): UIView?
              touchDown(x: number, y: number): Finger
              touchDown(at: Location): Finger
              trace(on: boolean)
              typeText(text: string)
              wait(seconds: number)

            """)
    }

    /// An unknown name says so, and names a close one.
    func testHelpForAnUnknownName() throws {
        let (s, out) = try session()
        XCTAssertEqual(s.feed(":help NoSuchThing"), .done)
        XCTAssertEqual(out(), """
            no help for NoSuchThing: no class, function or global has that name
            (:help lists the commands; UIView? a class's members; tap? a function; v?? what v holds)

            """)
        _ = s.feed("UIBtton?")
        XCTAssertTrue(out().hasPrefix("no help for UIBtton: no class, function or global has that name; did you mean UIButton?\n"))
        _ = s.feed("UIView.fram?")
        XCTAssertEqual(out(), "UIView has no member 'fram'; did you mean 'frame'? (UIView? lists them)\n")
        _ = s.feed("sim.tapp?")
        XCTAssertEqual(out(), "sim has no member 'tapp'; did you mean 'sim.tap'? (sim? lists them)\n")
        _ = s.feed("?")
        XCTAssertEqual(out(), ReplSession.help, "? alone is :help")
        _ = s.feed(":help")
        XCTAssertEqual(out(), ReplSession.help)
        _ = s.feed("x = 1 -- why?")
        XCTAssertEqual(out(), "", "a ? in a comment is Lua's")
        _ = s.feed("'what?'")
        XCTAssertEqual(out(), "what?\n")
    }

    /// `:inspect v` and `v??`: a view's state, its recognizers, a control's targets,
    /// overrides on the object and its script class, fields and the responder chain.
    /// An error in the line typed is one line; one inside a function keeps its traceback.
    func testAOneLineErrorHasNoTraceback() throws {
        let (s, out) = try session()
        _ = s.feed("x = nil + 1")
        XCTAssertEqual(out(), "stdin:1: attempt to perform arithmetic on a nil value\n")
        _ = s.feed("function f() return nil + 1 end")
        _ = out()
        _ = s.feed("f()")
        let deep = out()
        XCTAssertTrue(deep.hasPrefix("stdin:1: attempt to perform arithmetic on a nil value\nstack traceback:\n"), deep)
        XCTAssertTrue(deep.contains("in function 'f'"), deep)
    }

    /// `tv??` says what a table was given and what it shows (issue 35): its
    /// script tables, rows, visible cells and selection, and why it is empty.
    func testInspectingATable() throws {
        let (s, out) = try session()
        for line in [
            "w = UIWindow{} w:makeKeyAndVisible()",
            "empty = UITableView{name = \"empty\", frame = {0, 0, 375, 300}} w:addSubview(empty)",
            "fruit = {name = \"fruit\", numberOfRowsInSection = function() return 3 end,"
                + " cellForRowAt = function(self, tv, ip) return tv:dequeueReusableCell(\"c\", ip) end}",
            "full = UITableView{name = \"full\", frame = {0, 300, 375, 300}} full:register(UITableViewCell, \"c\")",
            "full.dataSource = fruit w:addSubview(full) full:selectRowAt(IndexPath(0, 1))",
        ] {
            _ = s.feed(line)
        }
        _ = out()
        XCTAssertEqual(s.feed(":inspect empty"), .done)
        let empty = out()
        XCTAssertTrue(empty.contains("\n  dataSource: nil  delegate: nil\n  sections: 0  rows: []  visibleCells: 0  selected: []\n"
            + "  no dataSource: it asks nobody for rows, so it shows none (set dataSource to a table with numberOfRowsInSection and cellForRowAt)\n"), empty)
        XCTAssertEqual(s.feed(":inspect full"), .done)
        let full = out()
        XCTAssertTrue(full.contains("\n  dataSource: table \"fruit\"  delegate: nil\n  sections: 1  rows: [3]  visibleCells: 3  selected: [[0, 1]]\n"), full)
        XCTAssertFalse(full.contains("no dataSource"), full)
        // Without a data source, reloadData takes the cells the table holds (issue 34).
        _ = s.feed("held = UITableView{name = \"held\", frame = {0, 0, 375, 100}} w:addSubview(held)"
                   + " held:addSubview(UITableViewCell{frame = {0, 0, 375, 44}}) held:reloadData()")
        _ = out()
        XCTAssertEqual(s.feed(":inspect held"), .done)
        let held = out()
        XCTAssertTrue(held.contains("\n  sections: 1  rows: [1]  visibleCells: 1  selected: []\n"
            + "  no dataSource: it shows the 1 cell it holds, numbered from their frames at reloadData (as an imported table does);"
            + " a dataSource set later replaces them\n"), held)
    }

    func testInspectingAView() throws {
        let (s, out) = try session()
        for line in [
            "w = UIWindow{name = \"main\"} w:makeKeyAndVisible()",
            "Card = UIButton:subclass(\"Card\")",
            "function Card:touchesBegan(touches, event) UIControl.touchesBegan(self, touches, event) end",
            "handler = {name = \"handler\", save = function() end}",
            "b = Card{name = \"ok\", frame = {20, 100, 120, 44}, title = \"OK\"} w:addSubview(b)",
            "b:addTarget(handler, \"save\", \"touchUpInside\")",
            "g = UITapGestureRecognizer{name = \"double\", numberOfTapsRequired = 2} b:addGestureRecognizer(g)",
            "function b:pointInside(p, e) return true end",
            "b.score = 3",
        ] {
            _ = s.feed(line)
        }
        _ = out()
        XCTAssertEqual(s.feed(":inspect b"), .done)
        let inspected = out()
        XCTAssertEqual(inspected, """
            Card "ok" (20,100,120,44)
              class: Card (a script's class), a UIButton → UIControl → UIView → UIResponder → NSObject
              name: "ok"  tag: 0
              frame: (20,100,120,44)  bounds: (0,0,120,44)  center: (80,122)
              hidden: false  alpha: 1  userInteractionEnabled: true  clipsToBounds: false
              multipleTouchEnabled: false  exclusiveTouch: false  isFirstResponder: false
              superview: UIWindow "main"  subviews: 0  window: UIWindow "main"
              gestureRecognizers:
                UITapGestureRecognizer "double": possible
              enabled: true  selected: false  highlighted: false  tracking: false  state: normal
              title: "OK"
              targets:
                touchUpInside: save on table "handler"
              overrides: touchesBegan (Card's), pointInside (its own)
              fields: score = 3
              responder chain: Card "ok" → UIWindow "main" → UIApplication

            """)
        XCTAssertEqual(s.feed("b??"), .done)
        XCTAssertEqual(out(), inspected, "EXPR?? is :inspect EXPR")
        _ = s.feed("g??")
        XCTAssertEqual(out(), """
            UITapGestureRecognizer "double"
              class: UITapGestureRecognizer, a UIGestureRecognizer → NSObject
              state: possible  enabled: true  view: Card "ok" (20,100,120,44)
              cancelsTouchesInView: true  delaysTouchesBegan: false  delaysTouchesEnded: true
              numberOfTapsRequired: 2  numberOfTouchesRequired: 1
              touches: 0
              delegate: nil
              targets: none
              requires to fail: none

            """)
        _ = s.feed("vc = UIViewController{name = 'home'}")
        _ = s.feed("vc??")
        XCTAssertEqual(out(), """
            UIViewController "home"
              class: UIViewController, a UIResponder → NSObject
              view: not loaded yet (reading view loads it)
              parent: nil  children: none
              presentedViewController: nil  presentingViewController: nil
              responder chain: UIViewController "home"

            """, "inspecting does not load the view")
        _ = s.feed("vc.isViewLoaded")
        XCTAssertEqual(out(), "false\n")
        _ = s.feed("{1, 2, x = 3}??")
        XCTAssertEqual(out(), "{1, 2, x = 3}\n  a table: 2 in its array part, 1 other key; no metatable\n")
        _ = s.feed(":inspect nosuch.field")
        XCTAssertTrue(out().hasPrefix("stdin:1: attempt to index a nil value (global 'nosuch')"))
        _ = s.feed(":inspect")
        XCTAssertEqual(out(), ":inspect takes an expression, like :inspect button (or button??)\n")
    }

    /// `_` is the value of the last expression; a statement leaves it; a local `_` is the script's own.
    func testUnderscoreIsTheLastResult() throws {
        let (s, out) = try session()
        _ = s.feed("6 * 7")
        _ = s.feed("_")
        XCTAssertEqual(out(), "42\n42\n")
        _ = s.feed("x = 1")
        _ = s.feed("_ + 1")
        XCTAssertEqual(out(), "43\n", "a statement does not change _")
        _ = s.feed("_")
        XCTAssertEqual(out(), "43\n")
        _ = s.feed("print('printed')")
        _ = s.feed("_")
        XCTAssertEqual(out(), "printed\n43\n", "an expression with no value leaves _")
        _ = s.feed("UIView{name = 'v'}")
        _ = s.feed("_.name")
        XCTAssertEqual(out(), "UIView \"v\" (0,0,0,0)\nv\n")
        _ = s.feed("for _, n in ipairs({7}) do print(_, n) end")
        _ = s.feed("_")
        XCTAssertEqual(out(), "1\t7\nv\n", "a local _ is the script's own")
        _ = s.feed("=2 * 3")
        _ = s.feed("_")
        XCTAssertEqual(out(), "6\n6\n", "=EXPR too")
    }

    /// Library tables as listings, numbers with %.14g, tables readably, cycles marked.
    func testValuesPrettyPrint() throws {
        let (s, out) = try session()
        _ = s.feed("sim")
        XCTAssertEqual(out(), """
            sim: the simulated device; its functions are also globals (sim? for help)
              functions: advance batch clearRecords doubleTap drag edgePan longPress pinch
                press pressReturn record records remoteControl rotate settle shake swipe
                swipeToDelete tap tapClearButton touchDown trace typeText wait
              keyboardHeight = 216, keyboardVisible = false, now = 0,
                quietCatalogue = false, recordLimit = 10000

            """)
        _ = s.feed("0.1 + 0.2")
        XCTAssertEqual(out(), "0.3\n")
        _ = s.feed("1 / 3, 2^53, 10 // 3, math.maxinteger, 100.0")
        XCTAssertEqual(out(), "0.33333333333333\t9.007199254741e+15\t3\t9223372036854775807\t100\n")
        _ = s.feed("{1, 2, x = 3}")
        XCTAssertEqual(out(), "{1, 2, x = 3}\n")
        _ = s.feed("t = {1, name = 't'} t.self = t t.list = {t}")
        _ = s.feed("t")
        XCTAssertEqual(out(), "{1, list = {<cycle>}, name = \"t\", self = <cycle>}\n")
        _ = s.feed("{[true] = 1, ['a b'] = 2, [1.5] = 3, [-1] = 4, f = print, s = string}")
        XCTAssertEqual(out(), "{[-1] = 4, [1.5] = 3, [\"a b\"] = 2, f = function: print, s = string, [true] = 1}\n")
        _ = s.feed("function f() end")
        _ = s.feed("f, coroutine.create(f), io and 'io' or 'no io'")
        XCTAssertFalse(out().contains("0x"), "no address")
        _ = s.feed("UIGestureRecognizer.defaults.panHysteresis, UIScreen.main")
        XCTAssertEqual(out(), "10\t{bounds = (0,0,375,667), scale = 2}\n")
        _ = s.feed("{string.rep('x', 1)}, CGRect")
        XCTAssertEqual(out(), "{\"x\"}\tCGRect (a value type: CGRect(...) makes one; CGRect? lists its members)\n")
    }
}
