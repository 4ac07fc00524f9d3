import RespondCore

/// The words of touch delivery with their Chinese names (`respond-lua glossary`):
/// what a learner meets in the seed articles (Chinese blog posts), in Apple's
/// documentation and in respond-lua's output, side by side.
public enum Glossary {
    public struct Term {
        /// The English term, as respond-lua's messages use it.
        public let english: String
        /// The usual Simplified Chinese name.
        public let chinese: String
        /// Other Chinese names a learner meets (in the seed articles, on the web).
        public let alsoCalled: [String]
        /// The Lua/UIKit names that go with it.
        public let api: [String]
        /// One sentence in each language.
        public let meaningEnglish: String
        public let meaningChinese: String

        init(_ english: String, _ chinese: String, also alsoCalled: [String] = [], api: [String] = [],
             _ meaningEnglish: String, _ meaningChinese: String) {
            self.english = english
            self.chinese = chinese
            self.alsoCalled = alsoCalled
            self.api = api
            self.meaningEnglish = meaningEnglish
            self.meaningChinese = meaningChinese
        }
    }

    /// Grouped by topic, in the order the exercises teach them.
    public static let topics: [(english: String, chinese: String, terms: [Term])] = [
        ("Events and touches", "事件与触摸", [
            Term("event", "事件", also: ["UIEvent"], api: ["UIEvent", "event.type"],
                 "What the system hands the app: touches, motion, remote control or presses.",
                 "系统交给应用的东西：触摸、运动、远程控制或按压。"),
            Term("touch", "触摸", also: ["触摸事件", "UITouch"], api: ["UITouch", "touch.phase", "touch.view"],
                 "One finger on the screen, from touch-down to lift-off; it stays bound to the view hit first.",
                 "屏幕上的一根手指，从按下到抬起；它一直属于第一次命中的视图。"),
            Term("touch phase", "触摸阶段", api: ["began", "moved", "stationary", "ended", "cancelled"],
                 "Where a touch is in its life: began, moved, stationary, ended or cancelled.",
                 "触摸所处的阶段：开始、移动、静止、结束或取消。"),
            Term("virtual clock", "虚拟时钟", api: ["wait", "sim.now", "sim.settle"],
                 "respond-lua's time: it moves only when a script waits or a gesture takes time.",
                 "respond-lua 的时间：只有脚本等待或手势需要时间时才前进。"),
        ]),
        ("Hit testing", "命中测试", [
            Term("hit testing", "命中测试", also: ["事件传递", "寻找最合适的视图", "hitTest"], api: ["hitTest", "explain"],
                 "Finding the view a touch belongs to: from the window down, frontmost subview first.",
                 "找出触摸属于哪个视图：从窗口往下，先问最上层的子视图。"),
            Term("hit-test view", "命中视图", also: ["最合适的视图", "第一响应视图"], api: ["touch.view"],
                 "The deepest view that contains the point and takes touches: it receives the touch.",
                 "包含触摸点并能接收触摸的最深层视图：触摸交给它。"),
            Term("point inside", "点在视图内", also: ["pointInside"], api: ["pointInside"],
                 "Whether a point (in the view's own coordinates) is inside it; override it to change the touchable area.",
                 "一个点（用视图自己的坐标）是否在视图内；重写它可以改变可点击区域。"),
            Term("user interaction enabled", "允许用户交互", also: ["userInteractionEnabled"], api: ["userInteractionEnabled"],
                 "When false, hit testing skips the view and everything in it.",
                 "为 false 时，命中测试跳过这个视图及其所有子视图。"),
            Term("hidden", "隐藏", api: ["hidden", "isHidden"],
                 "A hidden view, and everything in it, is skipped by hit testing.",
                 "隐藏的视图及其子视图都会被命中测试跳过。"),
            Term("alpha", "透明度", also: ["不透明度"], api: ["alpha"],
                 "Below 0.01 a view is skipped by hit testing; 0.02 still takes touches.",
                 "低于 0.01 的视图会被命中测试跳过；0.02 仍然能接收触摸。"),
            Term("bounds", "边界", also: ["bounds"], api: ["bounds"],
                 "A view's own rectangle, in its own coordinates; hit testing tests points against it.",
                 "视图自己的矩形（自身坐标系）；命中测试用它判断点是否在内。"),
            Term("frame", "框架", also: ["frame"], api: ["frame"],
                 "A view's rectangle in its superview's coordinates.",
                 "视图在父视图坐标系中的矩形。"),
            Term("clips to bounds", "裁剪到边界", also: ["clipsToBounds"], api: ["clipsToBounds"],
                 "Only draws inside the bounds; hit testing never reaches a subview outside its superview anyway.",
                 "只在边界内绘制；无论是否裁剪，命中测试都到不了父视图之外的子视图。"),
            Term("coordinate conversion", "坐标转换", api: ["convertPointToView", "locationInView"],
                 "The same point in another view's coordinates.",
                 "把同一个点换算到另一个视图的坐标系。"),
        ]),
        ("The responder chain", "响应者链", [
            Term("responder", "响应者", also: ["UIResponder"], api: ["UIResponder"],
                 "An object that can handle events: views, view controllers, windows, the application.",
                 "能处理事件的对象：视图、视图控制器、窗口、应用程序。"),
            Term("responder chain", "响应者链", also: ["响应链", "事件响应"], api: ["responderChain", "printResponderChain"],
                 "The path an unhandled event takes: each responder's nextResponder, up to the application.",
                 "没有被处理的事件所走的路：一个个 nextResponder，直到应用程序。"),
            Term("next responder", "下一个响应者", also: ["nextResponder"], api: ["nextResponder"],
                 "Who gets what a responder passes on: a view's controller or superview, a window's application.",
                 "响应者把事件传给谁：视图的控制器或父视图，窗口的应用程序。"),
            Term("forwarding", "转发", also: ["事件传递"], api: ["touchesBegan", "super"],
                 "A responder's default touchesBegan passes the touch to its next responder.",
                 "响应者默认的 touchesBegan 把触摸交给下一个响应者。"),
            Term("window", "窗口", also: ["UIWindow"], api: ["UIWindow", "makeKeyAndVisible"],
                 "The root of a view hierarchy on screen; hidden until made visible.",
                 "屏幕上视图层级的根；在设为可见之前是隐藏的。"),
            Term("key window", "主窗口", also: ["关键窗口", "keyWindow"], api: ["app.keyWindow", "isKeyWindow"],
                 "The window that gets events without a location, such as typing.",
                 "接收没有位置的事件（如键盘输入）的窗口。"),
            Term("application", "应用程序", also: ["UIApplication"], api: ["app", "UIApplication.shared"],
                 "The last responder of every chain, then its delegate.",
                 "每条响应者链的最后一个响应者，然后是它的代理。"),
            Term("app delegate", "应用代理", also: ["AppDelegate"], api: ["app.delegate"],
                 "Joins the chain after the application when it is a responder.",
                 "当它是响应者时，排在应用程序后面加入响应者链。"),
        ]),
        ("View controllers", "视图控制器", [
            Term("view controller", "视图控制器", also: ["UIViewController"], api: ["UIViewController"],
                 "Owns a view; it is the next responder of its root view.",
                 "拥有一个视图；它是其根视图的下一个响应者。"),
            Term("child view controller", "子视图控制器", api: ["addChild", "parent"],
                 "A controller inside another; its view's chain goes through it to the parent's view.",
                 "在另一个控制器里的控制器；它的视图链经过它到父控制器的视图。"),
            Term("presented view controller", "模态弹出的视图控制器", also: ["present"], api: ["present", "presentingViewController"],
                 "A controller shown over another; its next responder is the presenting controller.",
                 "显示在另一个之上的控制器；它的下一个响应者是弹出它的控制器。"),
        ]),
        ("Gesture recognizers", "手势识别器", [
            Term("gesture recognizer", "手势识别器", also: ["手势", "UIGestureRecognizer"], api: ["UIGestureRecognizer", "addGestureRecognizer"],
                 "Sees the touches of its view and the views inside it before the views do, and decides whether they are its gesture.",
                 "在视图之前看到其视图及子视图的触摸，并判断它们是不是自己的手势。"),
            Term("state machine", "状态机", api: ["state", "possible", "began", "changed", "ended", "failed", "cancelled"],
                 "A recognizer's states: possible, then began/changed/ended or recognized, or failed or cancelled.",
                 "识别器的状态：possible，然后 began/changed/ended 或 recognized，或者 failed、cancelled。"),
            Term("cancels touches in view", "取消视图中的触摸", also: ["cancelsTouchesInView"], api: ["cancelsTouchesInView"],
                 "When the gesture is recognized, the view's touches are cancelled (touchesCancelled).",
                 "手势被识别后，视图里的触摸会被取消（touchesCancelled）。"),
            Term("delays touches began", "延迟触摸开始", also: ["delaysTouchesBegan"], api: ["delaysTouchesBegan"],
                 "The view gets touchesBegan only once the recognizer has failed.",
                 "识别器失败后视图才会收到 touchesBegan。"),
            Term("simultaneous recognition", "同时识别", also: ["shouldRecognizeSimultaneously"], api: ["shouldRecognizeSimultaneously"],
                 "Two recognizers may both recognize the same touches when a delegate allows it.",
                 "代理允许时，两个识别器可以同时识别同一组触摸。"),
            Term("failure requirement", "失败依赖", also: ["require(toFail:)"], api: ["requireGestureRecognizerToFail"],
                 "One recognizer waits until another fails (a single tap waits for the double tap).",
                 "一个识别器等另一个失败后才识别（单击等双击失败）。"),
            Term("tap", "轻点", also: ["单击", "点击"], api: ["tap", "UITapGestureRecognizer"],
                 "A finger down and up quickly without moving far.", "手指快速按下抬起，移动不远。"),
            Term("double tap", "双击", api: ["tap(loc, {taps = 2})", "numberOfTapsRequired"],
                 "Two taps close in time and place.", "时间和位置都接近的两次轻点。"),
            Term("long press", "长按", api: ["longPress", "UILongPressGestureRecognizer"],
                 "A finger held still for a while (0.5 s).", "手指按住不动一段时间（0.5 秒）。"),
            Term("pan", "拖动", also: ["平移"], api: ["drag", "UIPanGestureRecognizer"],
                 "A finger moving across the screen.", "手指在屏幕上移动。"),
            Term("swipe", "轻扫", also: ["滑动"], api: ["swipe", "UISwipeGestureRecognizer"],
                 "A quick move in one direction.", "朝一个方向的快速移动。"),
            Term("pinch", "捏合", also: ["缩放"], api: ["pinch", "UIPinchGestureRecognizer"],
                 "Two fingers moving apart or together.", "两根手指分开或靠拢。"),
            Term("rotation", "旋转", api: ["rotate", "UIRotationGestureRecognizer"],
                 "Two fingers turning around each other.", "两根手指互相绕着转动。"),
            Term("screen edge pan", "屏幕边缘滑动", also: ["边缘手势"], api: ["edgePan", "UIScreenEdgePanGestureRecognizer"],
                 "A pan that starts at the edge of the screen (swipe back).", "从屏幕边缘开始的拖动（侧滑返回）。"),
        ]),
        ("Controls", "控件", [
            Term("control", "控件", also: ["UIControl"], api: ["UIControl", "UIButton"],
                 "A view that tracks its own touches and sends actions for control events.",
                 "自己跟踪触摸、并为控件事件发送动作的视图。"),
            Term("target-action", "目标-动作", also: ["addTarget"], api: ["addTarget", "sendAction"],
                 "A control sends an action to a target for an event; a nil target searches the responder chain.",
                 "控件在事件发生时把动作发给目标；目标为 nil 时沿响应者链寻找。"),
            Term("control event", "控件事件", also: ["touchUpInside"], api: ["touchUpInside", "valueChanged"],
                 "What happened to a control: touchDown, touchUpInside, valueChanged...",
                 "控件上发生的事：touchDown、touchUpInside、valueChanged……"),
        ]),
        ("First responder and the keyboard", "第一响应者与键盘", [
            Term("first responder", "第一响应者", also: ["firstResponder"], api: ["becomeFirstResponder", "isFirstResponder"],
                 "The responder that gets events without a location: typing, shake, remote control, presses.",
                 "接收没有位置的事件的响应者：键盘输入、摇一摇、远程控制、按压。"),
            Term("resign first responder", "放弃第一响应者", also: ["resignFirstResponder", "取消第一响应者"], api: ["resignFirstResponder", "endEditing"],
                 "Giving up the status; the keyboard goes away if nobody else takes text.",
                 "放弃第一响应者身份；如果没有别的响应者接收文字，键盘就收起。"),
            Term("keyboard", "键盘", also: ["软键盘"], api: ["typeText", "sim.keyboardVisible"],
                 "Shown while a responder that takes text is first responder, in a window of its own.",
                 "当接收文字的响应者是第一响应者时显示，在它自己的窗口里。"),
            Term("input accessory view", "输入附件视图", also: ["inputAccessoryView"], api: ["inputAccessoryView", "reloadInputViews"],
                 "A bar shown above the keyboard while its responder is first responder.",
                 "当其响应者是第一响应者时显示在键盘上方的栏。"),
            Term("motion event", "运动事件", also: ["摇一摇"], api: ["shake", "motionBegan"],
                 "Shaking the device: to the first responder, then up its chain.",
                 "摇动设备：交给第一响应者，再沿响应者链向上。"),
            Term("remote control event", "远程控制事件", api: ["remoteControl", "remoteControlReceived"],
                 "Play, pause and track buttons from headphones or the lock screen.",
                 "耳机或锁屏上的播放、暂停、切歌按钮。"),
            Term("press", "按压", also: ["物理按键"], api: ["press", "pressesBegan"],
                 "A physical button (a remote's select or menu, a keyboard key).",
                 "物理按键（遥控器的选择键或菜单键、键盘按键）。"),
        ]),
        ("Containers", "容器视图", [
            Term("scroll view", "滚动视图", also: ["UIScrollView"], api: ["UIScrollView", "contentOffset"],
                 "Moves its content under the finger; it delays and cancels content touches.",
                 "让内容随手指移动；它会延迟并取消内容中的触摸。"),
            Term("content touches", "内容触摸", also: ["delaysContentTouches"], api: ["delaysContentTouches", "canCancelContentTouches"],
                 "Touches on a scroll view's content, held back 0.15 s to see whether they scroll.",
                 "滚动视图内容上的触摸，先延迟 0.15 秒看是不是滚动。"),
            Term("deceleration", "减速", also: ["惯性滚动"], api: ["isDecelerating", "decelerationRate"],
                 "The scroll that goes on after the finger lifts, slowing down.",
                 "手指抬起后继续、逐渐变慢的滚动。"),
            Term("table view", "表格视图", also: ["表视图", "UITableView"], api: ["UITableView", "didSelectRowAt"],
                 "Rows in sections; only the visible cells exist, and they are reused.",
                 "分组的行；只有可见的单元格存在，并且会被复用。"),
            Term("collection view", "集合视图", also: ["UICollectionView"], api: ["UICollectionView", "didSelectItemAt"],
                 "Items laid out in a grid by a flow layout.", "按流式布局排成网格的项目。"),
            Term("cell", "单元格", also: ["cell"], api: ["UITableViewCell", "contentView"],
                 "A row's view; put subviews in its contentView.", "一行的视图；子视图要放进它的 contentView。"),
            Term("navigation controller", "导航控制器", also: ["UINavigationController"], api: ["UINavigationController", "pushViewController"],
                 "A stack of controllers with a bar and a back button; swipe from the left edge to go back.",
                 "带导航栏和返回按钮的控制器栈；从左边缘滑动返回。"),
            Term("bar button item", "栏按钮项", also: ["导航栏按钮", "UIBarButtonItem", "navigationItem"],
                 api: ["UIBarButtonItem", "navigationItem"],
                 "A button in a navigation bar or toolbar; not a view: the bar places a control for it (a customView item sends nothing).",
                 "导航栏或工具栏上的按钮；它本身不是视图，由栏替它放一个控件（customView 的按钮项自己不发送 action）。"),
            Term("toolbar", "工具栏", also: ["UIToolbar"], api: ["UIToolbar", "items"],
                 "A bar of items from left to right; flexible spaces share what is left.",
                 "从左到右排列按钮项的栏；弹性空白平分剩下的宽度。"),
            Term("tab bar controller", "标签栏控制器", also: ["UITabBarController"], api: ["UITabBarController", "selectedIndex"],
                 "Controllers side by side, chosen with the buttons at the bottom.",
                 "并列的控制器，用底部的按钮切换。"),
            Term("stack view", "堆栈视图", also: ["UIStackView"], api: ["UIStackView", "arrangedSubviews"],
                 "Lays out its arranged views in a row or column; a hidden one takes no space.",
                 "把排列的视图排成一行或一列；隐藏的视图不占空间。"),
            Term("animation", "动画", also: ["UIView.animate"], api: ["UIView.animate", "presentationFrame"],
                 "The model changes at once; hit testing uses the model, not what is drawn.",
                 "模型值立即改变；命中测试用的是模型，而不是屏幕上画出的位置。"),
            Term("presentation layer", "呈现层", also: ["presentation"], api: ["presentationFrame"],
                 "Where an animated view is drawn right now.", "动画中的视图此刻被画在哪里。"),
        ]),
        ("Looking inside", "查看内部", [
            Term("override", "重写", also: ["覆写"], api: ["function v:hitTest(p, e) ... end"],
                 "Replacing a method for one object or a class; call the class's built-in one for super.",
                 "为一个对象或一个类替换方法；调用类的内置方法就是调用 super。"),
            Term("trace", "跟踪记录", api: ["sim.trace", "sim.record"],
                 "Each step of a delivery, printed or kept as records.", "投递的每一步，打印出来或保存为记录。"),
            Term("view hierarchy dump", "视图层级转储", also: ["recursiveDescription"], api: ["importHierarchy", "respond-lua why"],
                 "What the debugger prints for a window; respond-lua rebuilds it.", "调试器打印的窗口视图层级；respond-lua 能把它重建出来。"),
        ]),
    ]

    public static var terms: [Term] { topics.flatMap(\.terms) }

    /// The terms a search word matches: English, Chinese (either name) or an API name, any case.
    public static func lookup(_ word: String) -> [Term] {
        let needle = word.lowercased()
        let exact = terms.filter { term in
            term.english.lowercased() == needle || term.chinese == word || term.alsoCalled.contains { $0.lowercased() == needle }
                || term.api.contains { $0.lowercased() == needle }
        }
        if !exact.isEmpty { return exact }
        return terms.filter { term in
            term.english.lowercased().contains(needle) || term.chinese.contains(word)
                || term.alsoCalled.contains { $0.lowercased().contains(needle) } || term.api.contains { $0.lowercased().contains(needle) }
        }
    }

    /// The glossary as text: every topic, or the terms matching `word`.
    public static func text(matching word: String? = nil, chineseFirst: Bool = false) -> String {
        var out = ""
        func entry(_ term: Term) {
            let names = chineseFirst ? "\(term.chinese)  \(term.english)" : "\(term.english)  \(term.chinese)"
            out += "  " + names + (term.alsoCalled.isEmpty ? "" : "  (\(term.alsoCalled.joined(separator: ", ")))") + "\n"
            out += "      " + (chineseFirst ? term.meaningChinese : term.meaningEnglish) + "\n"
            out += "      " + (chineseFirst ? term.meaningEnglish : term.meaningChinese) + "\n"
            if !term.api.isEmpty { out += "      Lua: " + term.api.joined(separator: ", ") + "\n" }
        }
        if let word {
            let found = lookup(word)
            if found.isEmpty { return "no term matches \"\(word)\" (try `respond-lua glossary` for the whole list)\n" }
            found.forEach(entry)
            return out
        }
        for topic in topics {
            out += (chineseFirst ? "\(topic.chinese)  \(topic.english)" : "\(topic.english)  \(topic.chinese)") + "\n"
            topic.terms.forEach(entry)
            out += "\n"
        }
        return out
    }
}
