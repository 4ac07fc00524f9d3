import RespondCore

extension LuaCATS {
    /// The types the registry cannot know, one entry per registry member.
    ///
    /// Signatures are LuaCATS function types without `fun` and without `self`:
    /// `(view: UIView, index?: integer): boolean`. Several signatures for one name
    /// are overloads, the first being the one declared. In types, `$Class` stands
    /// for the class being written and `$Parent` for its parent, so that a member
    /// like `subclass` or a target-action callback has the right type in each class.
    /// Keys are `Class.member`, or `member` alone when it means the same in every class.
    enum Types {
        // MARK: Plain tables the engine takes

        static let aliases: KeyValuePairs<String, String> = [
            "PointLike": "CGPoint|{x: number, y: number}|number[]",
            "SizeLike": "CGSize|{width: number, height: number}|number[]",
            "RectLike": "CGRect|{x: number, y: number, width: number, height: number}|number[]",
            "Location": "PointLike|UIView",
            "Action": "string|function",
            "IndexPathLike": "IndexPath|{section: integer, row?: integer, item?: integer}|integer[]",
        ]

        /// Props tables take plain tables where the property holds a value, and
        /// one name where the property reads as an array.
        static let propsTypes: [String: String] = ["CGRect": "RectLike", "CGPoint": "PointLike", "CGSize": "SizeLike"]
        static let propsTypesByName: [String: String] = ["edges": "ScreenEdges", "direction": "SwipeDirections"]
        static func propsType(of property: String, _ type: String) -> String {
            propsTypesByName[property] ?? propsTypes[type] ?? type
        }

        // MARK: Enumerations, from the engine's enums

        static let enumerations: [(String, [String])] = [
            ("GestureState", GestureState.allCases.map(\.rawValue) + ["recognized"]),
            ("TouchPhase", TouchPhase.allCases.map(\.rawValue)),
            ("PressPhase", ["began", "changed", "ended", "cancelled"]),
            ("ControlEvent", ControlEvent.allCases.map(\.rawValue) + ["allTouchEvents", "allEditingEvents", "allEvents"]),
            ("ControlStateName", ["highlighted", "disabled", "selected"]),
            ("SwipeDirection", SwipeGestureRecognizer.Direction.allCases.map(\.rawValue)),
            ("ScreenEdge", ScreenEdgePanGestureRecognizer.Edge.allCases.map(\.rawValue)),
            ("PressType", Press.types),
            ("EventType", ["touches", "motion", "remoteControl", "presses"]),
            ("TraceKind", TraceRecord.Kind.allCases.map(\.rawValue)),
            ("KeyboardDismissMode", ScrollView.KeyboardDismissMode.allCases.map(\.rawValue)),
            ("StackAxis", StackView.Axis.allCases.map(\.rawValue)),
            ("AnimationCurve", Animator.Curve.allCases.map(\.rawValue)),
            ("StackDistribution", StackView.Distribution.allCases.map(\.rawValue)),
            ("StackAlignment", StackView.Alignment.allCases.map(\.rawValue)),
            ("TableScrollPosition", TableView.ScrollPosition.allCases.map(\.rawValue)),
            ("CellSelectionStyle", TableViewCell.SelectionStyle.allCases.map(\.rawValue)),
            ("ClearButtonMode", TextField.ClearButtonMode.allCases.map(\.rawValue)),
            ("ScrollDirection", CollectionViewFlowLayout.ScrollDirection.allCases.map(\.rawValue)),
            ("BarButtonItemStyle", BarButtonItem.Style.allCases.map(\.rawValue)),
            ("BarButtonSystemItem", BarButtonItem.SystemItem.allCases.map(\.rawValue)),
        ]
        static let enumerationSets: KeyValuePairs<String, String> = [
            "ControlEvents": "ControlEvent|ControlEvent[]",
            "SwipeDirections": "SwipeDirection|SwipeDirection[]",
            "ScreenEdges": "ScreenEdge|\"all\"|(ScreenEdge|\"all\")[]",
        ]

        // MARK: The prelude's values and the library's tables

        struct ValueClass {
            var name: String
            /// The global that holds the class, if any (`CGPoint = {}`).
            var global: String?
            /// Signatures of calling the class or its global (`CGPoint(x, y)`).
            var call: [String]
            var operators: [String]
            var fields: [(name: String, type: String)]
            var methods: [(name: String, signatures: [String])]

            init(name: String, global: String? = nil, call: [String] = [], operators: [String] = [],
                 fields: KeyValuePairs<String, String> = [:], methods: KeyValuePairs<String, [String]> = [:],
                 moreFields: [(String, String)] = []) {
                self.name = name
                self.global = global
                self.call = call
                self.operators = operators
                self.fields = fields.map { ($0.key, $0.value) } + moreFields.map { ($0.0, $0.1) }
                self.methods = methods.map { ($0.key, $0.value) }
            }
        }

        /// The prelude's values (`Library/Prelude.swift`): a test checks that each
        /// member listed here exists, and that the prelude has no other.
        static let valueClasses: [ValueClass] = [
            ValueClass(name: "CGPoint", global: "CGPoint", call: ["(x: number, y: number): CGPoint"],
                       operators: ["add(CGPoint): CGPoint", "sub(CGPoint): CGPoint"],
                       fields: ["x": "number", "y": "number"],
                       methods: ["distance": ["(other: CGPoint): number"]]),
            ValueClass(name: "CGSize", global: "CGSize", call: ["(width: number, height: number): CGSize"],
                       fields: ["width": "number", "height": "number"]),
            ValueClass(name: "IndexPath", global: "IndexPath",
                       call: ["(section: integer, row: integer): IndexPath",
                              "(fields: {section: integer, row?: integer, item?: integer}|integer[]): IndexPath"],
                       fields: ["section": "integer", "row": "integer", "item": "integer # = row"]),
            ValueClass(name: "CGRect", global: "CGRect", call: ["(x: number, y: number, width: number, height: number): CGRect"],
                       fields: ["x": "number", "y": "number", "width": "number", "height": "number",
                                "origin": "CGPoint # read-only", "size": "CGSize # read-only",
                                "minX": "number # read-only", "midX": "number # read-only", "maxX": "number # read-only",
                                "minY": "number # read-only", "midY": "number # read-only", "maxY": "number # read-only"],
                       methods: ["contains": ["(point: PointLike): boolean"],
                                 "insetBy": ["(dx: number, dy: number): CGRect"],
                                 "offsetBy": ["(dx: number, dy: number): CGRect"],
                                 "intersects": ["(other: CGRect): boolean"],
                                 "union": ["(other: CGRect): CGRect"]]),
            ValueClass(name: "CGAffineTransform",
                       fields: ["a": "number", "b": "number", "c": "number", "d": "number", "tx": "number", "ty": "number"],
                       methods: ["concatenating": ["(other: CGAffineTransform): CGAffineTransform"],
                                 "inverted": ["(): CGAffineTransform"],
                                 "apply": ["(point: PointLike): CGPoint"],
                                 "scaledBy": ["(sx: number, sy?: number): CGAffineTransform"],
                                 "rotatedBy": ["(radians: number): CGAffineTransform"],
                                 "translatedBy": ["(tx: number, ty: number): CGAffineTransform"],
                                 "isIdentity": ["(): boolean"]]),
            // The global `CGAffineTransform`: constructors; its instances have the methods above.
            ValueClass(name: "CGAffineTransformConstructors", global: "CGAffineTransform",
                       call: ["(a: number, b: number, c: number, d: number, tx: number, ty: number): CGAffineTransform"],
                       fields: ["identity": "CGAffineTransform # a new identity transform each time",
                                "makeScale": "fun(sx: number, sy?: number): CGAffineTransform",
                                "makeRotation": "fun(radians: number): CGAffineTransform # positive: clockwise on screen",
                                "makeTranslation": "fun(tx: number, ty: number): CGAffineTransform"]),
            ValueClass(name: "TouchSet", operators: ["len: integer"],
                       fields: ["count": "integer", "[integer]": "UITouch"],
                       methods: ["each": ["(): fun(): UITouch?"], "all": ["(): UITouch[]"], "anyObject": ["(): UITouch"],
                                 "contains": ["(touch: UITouch): boolean"]]),
            ValueClass(name: "PressSet", operators: ["len: integer"],
                       fields: ["count": "integer", "[integer]": "UIPress"],
                       methods: ["each": ["(): fun(): UIPress?"], "all": ["(): UIPress[]"], "anyObject": ["(): UIPress"],
                                 "contains": ["(press: UIPress): boolean"]]),
            ValueClass(name: "Finger",
                       fields: ["touch": "UITouch"],
                       methods: ["moveTo": ["(x: number, y: number): Finger", "(to: Location): Finger"],
                                 "hold": ["(seconds: number): Finger"],
                                 "up": ["(): Finger"],
                                 "cancel": ["(): Finger"]]),
        ]

        /// The prelude's members each value class has, by the names in `valueClasses`.
        static func preludeMembers(of value: ValueClass) -> [String] {
            value.fields.map(\.name).filter { !$0.hasPrefix("[") } + value.methods.map(\.name)
        }

        static let tables: [ValueClass] = [
            ValueClass(name: "TapOptions", fields: [
                "taps?": "integer # 1 (2 for doubleTap)", "fingers?": "integer # 1", "spread?": "number # 40",
                "hold?": "number # 0.05 s", "interval?": "number # 0.1 s", "settle?": "boolean # true"]),
            ValueClass(name: "LongPressOptions", fields: [
                "duration?": "number # 0.8 s", "fingers?": "integer # 1", "spread?": "number # 40", "settle?": "boolean # true"]),
            ValueClass(name: "DragOptions", fields: [
                "duration?": "number # 0.3 s", "steps?": "integer", "fingers?": "integer # 1", "spread?": "number # 40",
                "settle?": "boolean # true"]),
            ValueClass(name: "SwipeOptions", fields: [
                "distance?": "number # 150", "duration?": "number # 0.1 s", "fingers?": "integer # 1", "settle?": "boolean # true"]),
            ValueClass(name: "PinchOptions", fields: [
                "scale?": "number # 2", "spread?": "number # 100",
                "angle?": "number # 0: radians the fingers turn as they pinch, positive clockwise (as rotate's)",
                "duration?": "number # 0.5 s", "settle?": "boolean # true"]),
            ValueClass(name: "RotateOptions", fields: [
                "angle?": "number # pi/2, positive clockwise", "radius?": "number # 80", "duration?": "number # 0.5 s",
                "settle?": "boolean # true"]),
            ValueClass(name: "EdgePanOptions", fields: [
                "distance?": "number # 150", "duration?": "number # 0.3 s", "settle?": "boolean # true"]),
            ValueClass(name: "RenderOptions", fields: ["at?": "Location", "touches?": "boolean # true"]),
            ValueClass(name: "Explanation", fields: [
                "view": "UIView?", "steps": "ExplanationStep[]", "chain": "UIResponder[]",
                "recognizers": "UIGestureRecognizer[]", "contentTouches": "string[] # what each enclosing scroll view does with the touch",
                "barNotes": "string[] # what a bar item there sends, a drawn title, a swipe back the navigation controller refuses (SPEC 12.5)",
                "covered": "UIView? # the view the hit view covers there (by frames and flags)",
                "text": "string"]),
            ValueClass(name: "ExplanationStep", fields: [
                "view": "UIView", "point": "CGPoint", "depth": "integer", "verdict": "string"]),
            ValueClass(name: "TraceRecord", fields: [
                "kind": "TraceKind", "time": "number", "text": "string",
                "view": "NSObject?", "from": "NSObject?", "to": "NSObject?", "recognizer": "UIGestureRecognizer?",
                "target": "NSObject?", "method": "string?", "action": "string?", "event": "string?", "reason": "string?",
                "point": "CGPoint?", "touches": "integer?"]),
            ValueClass(name: "Tunables", moreFields: Tunables.names.map { ($0, "number") }),
            ValueClass(name: "ScrollViewTunables", moreFields: Tunables.scrollViewNames.map { ($0, "number") }),
            ValueClass(name: "TableViewTunables", moreFields: Tunables.tableViewNames.map { ($0, "number") }),
            ValueClass(name: "BarButtonItemTunables", moreFields: Tunables.barButtonItemNames.map { ($0, "number") }),
            ValueClass(name: "AnimationOptions", fields: [
                "delay?": "number # seconds before it starts; 0", "curve?": "AnimationCurve # easeInOut",
                "allowUserInteraction?": "boolean # false: the view refuses touches while animated"]),
            ValueClass(name: "UITabBarControllerDelegate", fields: [
                "shouldSelect?": "fun(self: any, tabBarController: UITabBarController, controller: UIViewController): boolean",
                "didSelect?": "fun(self: any, tabBarController: UITabBarController, controller: UIViewController)"]),
            ValueClass(name: "UINavigationControllerDelegate", fields: [
                "willShow?": "fun(self: any, navigationController: UINavigationController, controller: UIViewController)",
                "didShow?": "fun(self: any, navigationController: UINavigationController, controller: UIViewController)"]),
            ValueClass(name: "NSRange", fields: ["location": "integer # 0-based, UTF-16 units", "length": "integer"]),
            ValueClass(name: "UITextFieldDelegate", fields: [
                "textFieldShouldBeginEditing?": "fun(self: any, textField: UITextField): boolean",
                "textFieldDidBeginEditing?": "fun(self: any, textField: UITextField)",
                "textFieldShouldEndEditing?": "fun(self: any, textField: UITextField): boolean",
                "textFieldDidEndEditing?": "fun(self: any, textField: UITextField)",
                "shouldChangeCharactersIn?": "fun(self: any, textField: UITextField, range: NSRange, string: string): boolean",
                "textFieldShouldClear?": "fun(self: any, textField: UITextField): boolean",
                "textFieldShouldReturn?": "fun(self: any, textField: UITextField): boolean"]),
            ValueClass(name: "EdgeInsets", fields: ["top": "number", "left": "number", "bottom": "number", "right": "number"]),
            ValueClass(name: "UIScrollViewDelegate", fields: [
                "scrollViewWillBeginDragging?": "fun(self: any, scrollView: UIScrollView)",
                "scrollViewDidScroll?": "fun(self: any, scrollView: UIScrollView)",
                "scrollViewDidEndDragging?": "fun(self: any, scrollView: UIScrollView, willDecelerate: boolean)",
                "scrollViewWillBeginDecelerating?": "fun(self: any, scrollView: UIScrollView)",
                "scrollViewDidEndDecelerating?": "fun(self: any, scrollView: UIScrollView)"]),
            ValueClass(name: "UITableViewDataSource", fields: [
                "numberOfSections?": "fun(self: any, tableView: UITableView): integer",
                "numberOfRowsInSection?": "fun(self: any, tableView: UITableView, section: integer): integer",
                "cellForRowAt?": "fun(self: any, tableView: UITableView, indexPath: IndexPath): UITableViewCell"]),
            ValueClass(name: "UITableViewDelegate", fields: [
                "heightForRowAt?": "fun(self: any, tableView: UITableView, indexPath: IndexPath): number",
                "heightForHeaderInSection?": "fun(self: any, tableView: UITableView, section: integer): number",
                "heightForFooterInSection?": "fun(self: any, tableView: UITableView, section: integer): number",
                "shouldHighlightRowAt?": "fun(self: any, tableView: UITableView, indexPath: IndexPath): boolean",
                "didHighlightRowAt?": "fun(self: any, tableView: UITableView, indexPath: IndexPath)",
                "didUnhighlightRowAt?": "fun(self: any, tableView: UITableView, indexPath: IndexPath)",
                "willSelectRowAt?": "fun(self: any, tableView: UITableView, indexPath: IndexPath): IndexPathLike?",
                "didSelectRowAt?": "fun(self: any, tableView: UITableView, indexPath: IndexPath)",
                "willDeselectRowAt?": "fun(self: any, tableView: UITableView, indexPath: IndexPath): IndexPathLike?",
                "didDeselectRowAt?": "fun(self: any, tableView: UITableView, indexPath: IndexPath)",
                "scrollViewWillBeginDragging?": "fun(self: any, scrollView: UIScrollView)",
                "scrollViewDidScroll?": "fun(self: any, scrollView: UIScrollView)",
                "scrollViewDidEndDragging?": "fun(self: any, scrollView: UIScrollView, willDecelerate: boolean)",
                "scrollViewWillBeginDecelerating?": "fun(self: any, scrollView: UIScrollView)",
                "scrollViewDidEndDecelerating?": "fun(self: any, scrollView: UIScrollView)"]),
            ValueClass(name: "UICollectionViewDataSource", fields: [
                "numberOfSections?": "fun(self: any, collectionView: UICollectionView): integer",
                "numberOfItemsInSection?": "fun(self: any, collectionView: UICollectionView, section: integer): integer",
                "cellForItemAt?": "fun(self: any, collectionView: UICollectionView, indexPath: IndexPath): UICollectionViewCell"]),
            ValueClass(name: "UICollectionViewDelegate", fields: [
                "sizeForItemAt?": "fun(self: any, collectionView: UICollectionView, layout: UICollectionViewFlowLayout, indexPath: IndexPath): SizeLike",
                "shouldHighlightItemAt?": "fun(self: any, collectionView: UICollectionView, indexPath: IndexPath): boolean",
                "didHighlightItemAt?": "fun(self: any, collectionView: UICollectionView, indexPath: IndexPath)",
                "didUnhighlightItemAt?": "fun(self: any, collectionView: UICollectionView, indexPath: IndexPath)",
                "shouldSelectItemAt?": "fun(self: any, collectionView: UICollectionView, indexPath: IndexPath): boolean",
                "didSelectItemAt?": "fun(self: any, collectionView: UICollectionView, indexPath: IndexPath)",
                "shouldDeselectItemAt?": "fun(self: any, collectionView: UICollectionView, indexPath: IndexPath): boolean",
                "didDeselectItemAt?": "fun(self: any, collectionView: UICollectionView, indexPath: IndexPath)",
                "scrollViewDidScroll?": "fun(self: any, scrollView: UIScrollView)"]),
            ValueClass(name: "UIScreenMain", fields: ["bounds": "CGRect", "scale": "number"]),
            ValueClass(name: "UIGestureRecognizerDelegate", fields: [
                "shouldBegin?": "fun(self: any, recognizer: UIGestureRecognizer): boolean",
                "shouldReceiveTouch?": "fun(self: any, recognizer: UIGestureRecognizer, touch: UITouch): boolean",
                "shouldReceivePress?": "fun(self: any, recognizer: UIGestureRecognizer, press: UIPress): boolean",
                "shouldReceiveEvent?": "fun(self: any, recognizer: UIGestureRecognizer, event: UIEvent): boolean",
                "shouldRecognizeSimultaneouslyWith?": "fun(self: any, recognizer: UIGestureRecognizer, other: UIGestureRecognizer): boolean",
                "shouldRequireFailureOf?": "fun(self: any, recognizer: UIGestureRecognizer, other: UIGestureRecognizer): boolean",
                "shouldBeRequiredToFailBy?": "fun(self: any, recognizer: UIGestureRecognizer, other: UIGestureRecognizer): boolean"]),
        ]

        // MARK: Registry classes

        /// Members every class has through the bridge's class machinery (not registry members).
        static let machinery: KeyValuePairs<String, String> = [
            "super": "$Parent # on a class: its parent class",
            "init": "fun(self: $Class, props?: table) # runs after construction, in a subclass",
        ]

        /// Computed properties a script may override with a value or a getter function
        /// (LUA_API §3): reading them always gives the value, so they are properties.
        static let overridableProperties: Set<String> = [
            "nextResponder", "canBecomeFirstResponder", "canResignFirstResponder", "hasText", "inputView",
            "inputAccessoryView",
        ]

        static let properties: [String: String] = [
            // NSObject
            "name": "string?", "className": "string", "class": "NSObject # the object's class",
            // UIResponder
            "nextResponder": "UIResponder?", "isFirstResponder": "boolean", "canBecomeFirstResponder": "boolean",
            "canResignFirstResponder": "boolean", "hasText": "boolean", "inputView": "UIView?",
            "inputAccessoryView": "UIView? # shown above the keyboard while first responder",
            // UIView
            "presentationFrame": "CGRect # where it is drawn now (an animation's presentation)",
            "frame": "CGRect", "bounds": "CGRect", "center": "CGPoint", "transform": "CGAffineTransform", "alpha": "number",
            "hidden": "boolean", "isHidden": "boolean", "userInteractionEnabled": "boolean", "isUserInteractionEnabled": "boolean",
            "multipleTouchEnabled": "boolean", "isMultipleTouchEnabled": "boolean", "exclusiveTouch": "boolean",
            "isExclusiveTouch": "boolean", "clipsToBounds": "boolean", "backgroundColor": "string?", "tag": "integer",
            "superview": "UIView?", "subviews": "UIView[]", "window": "UIWindow?", "gestureRecognizers": "UIGestureRecognizer[]",
            "autoresizingMask": "string[] # names like \"flexibleWidth\" (or one name); {} is none",
            "autoresizesSubviews": "boolean", "translatesAutoresizingMaskIntoConstraints": "boolean # accepted and ignored",
            "UIImageView.image": "string?", "UILabel.text": "string?",
            // UIWindow
            "windowLevel": "number", "firstResponder": "UIResponder?", "isKeyWindow": "boolean",
            "UIWindow.keyWindow": "boolean # = isKeyWindow", "rootViewController": "UIViewController?",
            // UIViewController
            "UIViewController.view": "UIView # made by loadView on first read", "viewIfLoaded": "UIView?",
            "isViewLoaded": "boolean", "viewLoaded": "boolean", "parent": "UIViewController?",
            "children": "UIViewController[]", "presentedViewController": "UIViewController?",
            "presentingViewController": "UIViewController?",
            // UIApplication
            "UIApplication.delegate": "UIResponder|table|nil", "windows": "UIWindow[]", "UIApplication.keyWindow": "UIWindow?",
            // UITouch
            "UITouch.phase": "TouchPhase", "UITouch.view": "UIView?", "UITouch.window": "UIWindow?", "tapCount": "integer",
            "timestamp": "number", "force": "number", "majorRadius": "number", "finger": "integer",
            // UIEvent
            "UIEvent.type": "EventType", "subtype": "string?", "allTouches": "TouchSet",
            // UIGestureRecognizer
            "UIGestureRecognizer.state": "GestureState", "UIGestureRecognizer.view": "UIView?", "enabled": "boolean",
            "isEnabled": "boolean", "cancelsTouchesInView": "boolean", "delaysTouchesBegan": "boolean",
            "delaysTouchesEnded": "boolean", "numberOfTouches": "integer",
            "UIGestureRecognizer.delegate": "UIGestureRecognizerDelegate|NSObject|nil",
            "numberOfTapsRequired": "integer", "numberOfTouchesRequired": "integer", "minimumPressDuration": "number",
            "allowableMovement": "number", "minimumNumberOfTouches": "integer", "maximumNumberOfTouches": "number # math.huge: no maximum",
            "edges": "ScreenEdge[]", "direction": "SwipeDirection|SwipeDirection[] # one name, or an array when several",
            "scale": "number", "rotation": "number", "velocity": "number",
            // UIScrollView
            "panGestureRecognizer": "UIPanGestureRecognizer", "contentSize": "CGSize", "contentOffset": "CGPoint",
            "delaysContentTouches": "boolean", "scrollEnabled": "boolean", "isScrollEnabled": "boolean",
            "canCancelContentTouches": "boolean", "contentInset": "EdgeInsets", "bounces": "boolean",
            "alwaysBounceVertical": "boolean", "alwaysBounceHorizontal": "boolean", "pagingEnabled": "boolean",
            "isPagingEnabled": "boolean", "decelerationRate": "number # 0.998 (\"normal\") or 0.99 (\"fast\"); either name may be assigned",
            "keyboardDismissMode": "KeyboardDismissMode", "isDragging": "boolean", "dragging": "boolean",
            "isDecelerating": "boolean", "decelerating": "boolean", "UIScrollView.delegate": "UIScrollViewDelegate|NSObject|nil", "pinchGestureRecognizer": "nil # not modelled",
            // UINavigationController
            "viewControllers": "UIViewController[]", "topViewController": "UIViewController?",
            "navigationBar": "UINavigationBar", "interactivePopGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
            "navigationBarHidden": "boolean", "isNavigationBarHidden": "boolean", "backButton": "UIButton",
            "UINavigationController.delegate": "UINavigationControllerDelegate|NSObject|nil",
            "navigationController": "UINavigationController?", "tabBarController": "UITabBarController?",
            // UITabBarController
            "selectedIndex": "integer # 0-based", "selectedViewController": "UIViewController?", "tabBar": "UITabBar",
            "buttons": "UITabBarButton[]", "UITabBarController.delegate": "UITabBarControllerDelegate|NSObject|nil",
            // Bars (SPEC 12.5)
            "navigationItem": "UINavigationItem # made on first read, one per controller",
            "leftBarButtonItem": "UIBarButtonItem? # the first of leftBarButtonItems",
            "leftBarButtonItems": "UIBarButtonItem[] # from the leading edge",
            "rightBarButtonItem": "UIBarButtonItem? # the first of rightBarButtonItems",
            "rightBarButtonItems": "UIBarButtonItem[] # from the trailing edge, the first the rightmost",
            "hidesBackButton": "boolean", "leftItemsSupplementBackButton": "boolean",
            "UINavigationItem.viewController": "UIViewController? # the controller it belongs to",
            "UIBarButtonItem.style": "BarButtonItemStyle", "systemItem": "BarButtonSystemItem? # set at construction",
            "UIBarButtonItem.width": "number # 0: UIBarButtonItem.defaults.itemWidth",
            "customView": "UIView? # placed as it is; the item then sends nothing",
            "UIBarButtonItem.target": "any # nil: the responder chain from the first responder",
            "UIBarButtonItem.action": "string|fun(sender: UIBarButtonItem, event?: UIEvent)|nil",
            "UIBarButtonItem.view": "UIView? # the placed view, nil until shown",
            "UIToolbar.items": "UIBarButtonItem[]",
            // UIStackView
            "arrangedSubviews": "UIView[]", "axis": "StackAxis", "spacing": "number",
            "distribution": "StackDistribution", "alignment": "StackAlignment",
            // UITableView and UITableViewCell
            "UITableView.delegate": "UITableViewDelegate|NSObject|nil", "UITableView.dataSource": "UITableViewDataSource|NSObject|nil",
            "UICollectionView.delegate": "UICollectionViewDelegate|NSObject|nil",
            "UICollectionView.dataSource": "UICollectionViewDataSource|NSObject|nil",
            "collectionViewLayout": "UICollectionViewFlowLayout", "indexPathsForSelectedItems": "IndexPath[]",
            "itemSize": "CGSize", "minimumLineSpacing": "number", "minimumInteritemSpacing": "number",
            "sectionInset": "EdgeInsets", "scrollDirection": "ScrollDirection",
            "rowHeight": "number", "sectionHeaderHeight": "number", "sectionFooterHeight": "number",
            "allowsSelection": "boolean", "allowsMultipleSelection": "boolean",
            "UITableView.visibleCells": "UITableViewCell[]", "UICollectionView.visibleCells": "UICollectionViewCell[]",
            "numberOfSections": "integer", "indexPathForSelectedRow": "IndexPath?",
            "indexPathsForSelectedRows": "IndexPath[]? # nil when none is selected",
            "reusableCellCount": "integer # cells kept for reuse",
            "UITableView.isEditing": "boolean # assigning calls setEditing(v, false)",
            "UITableView.editing": "boolean # assigning calls setEditing(v, false)",
            "allowsSelectionDuringEditing": "boolean",
            "contentView": "UIView", "textLabel": "UILabel", "reuseIdentifier": "string?",
            "selectionStyle": "CellSelectionStyle",
            // UIControl and its subclasses
            "selected": "boolean", "isSelected": "boolean", "highlighted": "boolean", "isHighlighted": "boolean",
            "tracking": "boolean", "isTracking": "boolean", "touchInside": "boolean", "isTouchInside": "boolean",
            "UIControl.state": "ControlStateName[] # empty when normal", "allTargets": "any[]",
            "title": "string?", "on": "boolean", "isOn": "boolean", "value": "number", "minimumValue": "number",
            "maximumValue": "number", "items": "string[]", "numberOfSegments": "integer",
            "selectedSegmentIndex": "integer # 0-based, -1: none", "stepValue": "number",
            "UITextField.text": "string", "placeholder": "string?",
            "UITextField.delegate": "UITextFieldDelegate|NSObject|nil", "clearButtonMode": "ClearButtonMode",
            "clearsOnBeginEditing": "boolean", "UITextField.isEditing": "boolean", "UITextField.editing": "boolean",
            // UIPress
            "UIPress.type": "PressType", "UIPress.phase": "PressPhase",
        ]

        static let constructionKeys: [String: String] = [
            "subviews": "UIView[] # added in order",
            "gestureRecognizers": "UIGestureRecognizer[]",
            "arrangedSubviews": "UIView[] # arranged (and added as subviews) in order",
            "rootViewController": "UIViewController # the bottom of the stack",
            "children": "UIViewController[]",
            "systemItem": "BarButtonSystemItem",
            "target": "any # receives action (a method name)",
            "action": "string|fun(recognizer: $Class) # a method name of target, or a function",
        ]

        static let methods: [String: [String]] = [
            // NSObject
            "isKindOfClass": ["(class: NSObject): boolean"],
            "subclass": ["(name: string): $Class"],
            // UIResponder
            "becomeFirstResponder": ["(): boolean"], "resignFirstResponder": ["(): boolean"],
            "reloadInputViews": ["() # reads inputView and inputAccessoryView again"],
            "layoutSubviews": ["() # overridable; the built-in places a container's views"],
            "setNeedsLayout": ["() # marks the view for the next layout pass"],
            "layoutIfNeeded": ["() # runs the pending layout of the view and its subtree now"],
            // Bars
            "setLeftBarButton": ["(item: UIBarButtonItem?, animated?: boolean)"],
            "setRightBarButton": ["(item: UIBarButtonItem?, animated?: boolean)"],
            "setLeftBarButtonItems": ["(items: UIBarButtonItem[], animated?: boolean)"],
            "setRightBarButtonItems": ["(items: UIBarButtonItem[], animated?: boolean)"],
            "setHidesBackButton": ["(hides: boolean, animated?: boolean)"],
            "UIToolbar.setItems": ["(items: UIBarButtonItem[], animated?: boolean)"],
            "canPerformAction": ["(action: string, sender?: any): boolean"],
            "targetForAction": ["(action: string, sender?: any): any"],
            "insertText": ["(text: string)"], "deleteBackward": ["()"],
            "motionBegan": ["(motion: string, event: UIEvent)"], "motionEnded": ["(motion: string, event: UIEvent)"],
            "motionCancelled": ["(motion: string, event: UIEvent)"], "remoteControlReceived": ["(event: UIEvent)"],
            "pressesBegan": ["(presses: PressSet, event: UIEvent)"], "pressesChanged": ["(presses: PressSet, event: UIEvent)"],
            "pressesEnded": ["(presses: PressSet, event: UIEvent)"], "pressesCancelled": ["(presses: PressSet, event: UIEvent)"],
            "touchesBegan": ["(touches: TouchSet, event: UIEvent)"], "touchesMoved": ["(touches: TouchSet, event: UIEvent)"],
            "touchesEnded": ["(touches: TouchSet, event: UIEvent)"], "touchesCancelled": ["(touches: TouchSet, event: UIEvent)"],
            // UIView
            "addGestureRecognizer": ["(recognizer: UIGestureRecognizer)"],
            "removeGestureRecognizer": ["(recognizer: UIGestureRecognizer)"],
            "gestureRecognizerShouldBegin": ["(recognizer: UIGestureRecognizer): boolean"],
            "addSubview": ["(view: UIView)"], "insertSubview": ["(view: UIView, index: integer)"],
            "removeFromSuperview": ["()"], "bringSubviewToFront": ["(view: UIView)"], "sendSubviewToBack": ["(view: UIView)"],
            "viewWithTag": ["(tag: integer): UIView?"], "find": ["(name: string): UIView?"],
            "endEditing": ["(force?: boolean): boolean"], "isDescendantOfView": ["(view: UIView): boolean"],
            "UIView.animate": ["(duration: number, animations: fun(), options?: AnimationOptions, completion?: fun(finished: boolean))",
                               "(duration: number, animations: fun(), completion?: fun(finished: boolean))",
                               "(duration: number, delay: number, options: AnimationOptions|nil, animations: fun(), completion?: fun(finished: boolean))"],
            // The engine hands overrides a CGPoint (LUA_API §2), so an override can read point.x.
            "hitTest": ["(point: CGPoint, event?: UIEvent): UIView?"],
            "pointInside": ["(point: CGPoint, event?: UIEvent): boolean"],
            "convertPointToView": ["(point: PointLike, view?: UIView): CGPoint"],
            "convertPointFromView": ["(point: PointLike, view?: UIView): CGPoint"],
            "convertRectToView": ["(rect: RectLike, view?: UIView): CGRect"],
            "convertRectFromView": ["(rect: RectLike, view?: UIView): CGRect"],
            // UIWindow
            "makeKeyAndVisible": ["()"], "makeKeyWindow": ["()"], "sendEvent": ["(event: UIEvent)"],
            // UIViewController
            "addChild": ["(child: UIViewController)"], "removeFromParent": ["()"],
            "didMoveToParent": ["(parent: UIViewController?)"], "present": ["(controller: UIViewController)"],
            "dismiss": ["()"], "loadView": ["()"], "viewDidLoad": ["()"],
            // UIApplication
            "UIApplication.sendAction": ["(action: Action, target: any, sender?: any, event?: UIEvent): boolean"],
            // UITouch, UIEvent
            "locationInView": ["(view?: UIView): CGPoint"], "previousLocationInView": ["(view?: UIView): CGPoint"],
            "touchesForView": ["(view: UIView): TouchSet"], "touchesForWindow": ["(window: UIWindow): TouchSet"],
            "touchesForGestureRecognizer": ["(recognizer: UIGestureRecognizer): TouchSet"],
            // UIGestureRecognizer
            "locationOfTouch": ["(index: integer, view?: UIView): CGPoint"],
            "requireGestureRecognizerToFail": ["(other: UIGestureRecognizer)"],
            "ignoreTouch": ["(touch: UITouch, event?: UIEvent)"],
            "UIGestureRecognizer.addTarget": ["(target: any, action: string|fun(recognizer: $Class))"],
            "UIGestureRecognizer.removeTarget": ["(target?: any, action?: Action)"],
            "reset": ["()"], "canPrevent": ["(other: UIGestureRecognizer): boolean"],
            "canBePreventedBy": ["(other: UIGestureRecognizer): boolean"],
            "shouldRequireFailureOf": ["(other: UIGestureRecognizer): boolean"],
            "shouldBeRequiredToFailBy": ["(other: UIGestureRecognizer): boolean"],
            "translationInView": ["(view?: UIView): CGPoint"], "setTranslation": ["(translation: PointLike, view?: UIView)"],
            "velocityInView": ["(view?: UIView): CGPoint"],
            // UIScrollView
            "setContentOffset": ["(offset: PointLike)"],
            "touchesShouldBegin": ["(touches: TouchSet, event: UIEvent, view: UIView): boolean"],
            "touchesShouldCancel": ["(view: UIView): boolean"],
            // UINavigationController
            "pushViewController": ["(controller: UIViewController, animated?: boolean)"],
            "popViewController": ["(animated?: boolean): UIViewController?"],
            "popViewControllerAnimated": ["(animated?: boolean): UIViewController?"],
            "popToRootViewController": ["(animated?: boolean): UIViewController[]"],
            "popToRootViewControllerAnimated": ["(animated?: boolean): UIViewController[]"],
            "setViewControllers": ["(controllers: UIViewController[], animated?: boolean)"],
            // UIStackView
            "addArrangedSubview": ["(view: UIView)"], "insertArrangedSubview": ["(view: UIView, index: integer)"],
            "removeArrangedSubview": ["(view: UIView)"],
            // UITableView
            "reloadData": ["()"], "numberOfRowsInSection": ["(section: integer): integer"],
            "cellForRowAt": ["(indexPath: IndexPathLike): UITableViewCell?"],
            "cellForRowAtIndexPath": ["(indexPath: IndexPathLike): UITableViewCell?"],
            "indexPathForRowAt": ["(point: PointLike): IndexPath?"],
            "UITableView.indexPathForCell": ["(cell: UITableViewCell): IndexPath?"],
            "UICollectionView.indexPathForCell": ["(cell: UICollectionViewCell): IndexPath?"],
            "numberOfItemsInSection": ["(section: integer): integer"],
            "cellForItemAt": ["(indexPath: IndexPathLike): UICollectionViewCell?"],
            "cellForItemAtIndexPath": ["(indexPath: IndexPathLike): UICollectionViewCell?"],
            "indexPathForItemAt": ["(point: PointLike): IndexPath?"],
            "selectItemAt": ["(indexPath: IndexPathLike?, animated?: boolean, position?: string)"],
            "deselectItemAt": ["(indexPath: IndexPathLike, animated?: boolean)"],
            "dequeueReusableCellWithReuseIdentifier": ["(identifier: string, indexPath: IndexPathLike): UICollectionViewCell"],
            "rectForRowAt": ["(indexPath: IndexPathLike): CGRect"],
            "headerViewForSection": ["(section: integer): UIView?"],
            "footerViewForSection": ["(section: integer): UIView?"],
            "UITableView.setEditing": ["(editing: boolean, animated?: boolean)"],
            "UITableViewCell.setHighlighted": ["(highlighted: boolean, animated?: boolean)"],
            "UITableViewCell.setSelected": ["(selected: boolean, animated?: boolean)"],
            "UICollectionViewCell.setHighlighted": ["(highlighted: boolean)"],
            "UICollectionViewCell.setSelected": ["(selected: boolean)"],
            "selectRowAt": ["(indexPath: IndexPathLike?, animated?: boolean, position?: TableScrollPosition)"],
            "deselectRowAt": ["(indexPath: IndexPathLike, animated?: boolean)"],
            "scrollToRowAt": ["(indexPath: IndexPathLike, position?: TableScrollPosition, animated?: boolean)"],
            "UITableView.dequeueReusableCell": ["(identifier: string): UITableViewCell?"],
            "UICollectionView.dequeueReusableCell": ["(identifier: string, indexPath: IndexPathLike): UICollectionViewCell"],
            "dequeueReusableCellWithIdentifier": ["(identifier: string): UITableViewCell?"],
            "UITableView.register": ["(cellClass: UITableViewCell, identifier: string)"],
            "UITableView.registerClass": ["(cellClass: UITableViewCell, identifier: string)"],
            "UICollectionView.register": ["(cellClass: UICollectionViewCell, identifier: string)"],
            "UICollectionView.registerClass": ["(cellClass: UICollectionViewCell, identifier: string)"],
            // UIControl
            "UIControl.addTarget": ["(target: any, action: string|fun(sender: $Class, event?: UIEvent), events: ControlEvents)"],
            "UIControl.removeTarget": ["(target?: any, action?: Action, events?: ControlEvents)"],
            "sendActionsForControlEvents": ["(events: ControlEvents)"],
            "UIControl.sendAction": ["(action: Action, target: any, event?: UIEvent)"],
            "beginTracking": ["(touch: UITouch, event: UIEvent): boolean"],
            "continueTracking": ["(touch: UITouch, event: UIEvent): boolean"],
            "endTracking": ["(touch: UITouch?, event: UIEvent?)"], "cancelTracking": ["(event: UIEvent?)"],
        ]

        static let constantTypes: [String: String] = [
            "UIWindow.levelNormal": "number", "UIWindow.levelStatusBar": "number", "UIWindow.levelAlert": "number",
            "UIWindow.levelKeyboard": "number # the keyboard window's level, above every app window",
            "UIApplication.shared": "UIApplication", "UIScreen.main": "UIScreenMain",
            "UIGestureRecognizer.defaults": "Tunables", "UIControl.defaults": "Tunables # the same table as UIGestureRecognizer.defaults",
            "UIScrollView.defaults": "ScrollViewTunables",
            "UITableView.defaults": "TableViewTunables",
            "UIBarButtonItem.defaults": "BarButtonItemTunables",
        ]

        // MARK: Globals and sim

        /// The global values other than the classes above that hold one (CGPoint...):
        /// the type to declare and what to assign, so that the file type-checks.
        static let valueDeclarations: [String: (String, String)] = [
            "app": ("UIApplication", "UIApplication.shared"),
            "arg": ("string[]", "{}"),
        ]

        static let simValues: [String: String] = [
            "now": "number # the virtual clock, in seconds; read-only", "recordLimit": "integer # 10,000",
            "keyboardVisible": "boolean # read-only",
            "keyboardHeight": "number # the system keyboard's height, 216",
            "quietCatalogue": "boolean # false; true silences SPEC 12.1's catalogue warnings",
        ]

        static let functions: [String: [String]] = [
            // §8 the simulated device
            "tap": ["(x: number, y: number, opts?: TapOptions): UIView?", "(at: Location, opts?: TapOptions): UIView?"],
            "doubleTap": ["(x: number, y: number, opts?: TapOptions): UIView?", "(at: Location, opts?: TapOptions): UIView?"],
            "longPress": ["(x: number, y: number, opts?: LongPressOptions): UIView?", "(at: Location, opts?: LongPressOptions): UIView?"],
            "drag": ["(x1: number, y1: number, x2: number, y2: number, opts?: DragOptions): UIView?",
                     "(from: Location, to: Location, opts?: DragOptions): UIView?",
                     "(x: number, y: number, to: Location, opts?: DragOptions): UIView?",
                     "(from: Location, x: number, y: number, opts?: DragOptions): UIView?"],
            "swipe": ["(x: number, y: number, direction: SwipeDirection, opts?: SwipeOptions): UIView?",
                      "(at: Location, direction: SwipeDirection, opts?: SwipeOptions): UIView?"],
            "pinch": ["(x: number, y: number, opts?: PinchOptions): UIView?", "(at: Location, opts?: PinchOptions): UIView?"],
            "rotate": ["(x: number, y: number, opts?: RotateOptions): UIView?", "(at: Location, opts?: RotateOptions): UIView?"],
            "edgePan": ["(edge: ScreenEdge, opts?: EdgePanOptions): UIView?"],
            "touchDown": ["(x: number, y: number): Finger", "(at: Location): Finger"],
            "wait": ["(seconds: number)"],
            "shake": ["()"], "remoteControl": ["(subtype: string)"], "press": ["(kind: PressType)"],
            "typeText": ["(text: string)"], "pressReturn": ["()"],
            "tapClearButton": ["(textField: UITextField): UIView?"],
            "sim.advance": ["(seconds: number)"], "sim.settle": ["()"], "sim.batch": ["(changes: fun())"],
            "sim.swipeToDelete": ["(tableView: UITableView, indexPath: IndexPathLike): UIView? # drags the row 160 pt leftward"],
            // §9 looking inside
            "hitTest": ["(x: number, y: number): UIView?", "(at: Location): UIView?"],
            "explain": ["(x: number, y: number): Explanation", "(at: Location): Explanation"],
            "responderChain": ["(responder: UIResponder): UIResponder[]"],
            "printResponderChain": ["(responder: UIResponder): string"],
            "tree": ["(root?: UIView): string"],
            "render": ["(path?: string, opts?: RenderOptions): string"],
            "importHierarchy": ["(pathOrText: string, controllers?: string): UIView, UIWindow"],
            "sim.trace": ["(on: boolean)"], "sim.record": ["(on: boolean)"], "sim.records": ["(): TraceRecord[]"],
            "sim.clearRecords": ["()"],
            // Values
            "CGRectMake": ["(x: number, y: number, width: number, height: number): CGRect"],
            "CGPointMake": ["(x: number, y: number): CGPoint"], "CGSizeMake": ["(width: number, height: number): CGSize"],
            "CGRectContainsPoint": ["(rect: CGRect, point: PointLike): boolean"],
            "CGRectInset": ["(rect: CGRect, dx: number, dy: number): CGRect"],
            // Test helpers
            "expect": ["(condition: any, message: any, messageZh?: string)"],
            "assertEqual": ["(actual: any, expected: any, message?: string): any"],
            "assertError": ["(fn: function, substring?: string, message?: string): any"],
        ]

        // MARK: Look-ups

        static func propertyType(_ className: String, _ name: String) -> String? {
            properties["\(className).\(name)"] ?? properties[name]
        }

        /// Methods called on the class with a dot, without self (`UIView.animate(0.3, f)`).
        static let staticMethods: Set<String> = ["UIView.animate"]

        static func methodSignatures(_ className: String, _ name: String) -> [String]? {
            methods["\(className).\(name)"] ?? methods[name]
        }

        static func signatures(ofFunction name: String, inSim: Bool) -> [String] {
            (inSim ? functions["sim.\(name)"] : nil) ?? functions[name] ?? functions["sim.\(name)"]!
        }
    }
}
