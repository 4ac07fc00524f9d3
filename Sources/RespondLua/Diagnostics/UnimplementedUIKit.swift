import RespondCore

/// SPEC 11.10: UIKit names the engine does not have are never silent. This is
/// the one list of them — classes, and members by the UIKit class that declares
/// them — with the Swift spellings of names the engine has under their
/// Objective-C (Lua) name. `LuaRuntime+Unimplemented` says what happens when a
/// script meets one; a test checks that nothing listed here exists in the
/// registry (implementing a name means taking it off this list).
enum UnimplementedUIKit {
    enum Kind { case property, method }

    /// UIKit classes (and a few Foundation/WebKit ones UIKit apps use with them)
    /// that respond-lua does not implement.
    static let classes: Set<String> = [
        "UITabBarItem", "UIPageViewController", "UISplitViewController", "UITableViewController",
        "UICollectionViewController", "UIAlertController", "UIAlertAction", "UIActivityViewController",
        "UISearchController", "UISearchBar", "UIPickerView", "UIDatePicker",
        "UIPageControl", "UIProgressView", "UIActivityIndicatorView", "UIRefreshControl", "UITextView",
        "UIWebView", "WKWebView", "UIVisualEffectView", "UIBlurEffect", "UIContextMenuInteraction",
        "UIDragInteraction", "UIDropInteraction", "UIPointerInteraction", "UIHoverGestureRecognizer",
        "UIMenu", "UIAction", "UIColor", "UIImage", "UIFont", "UIBezierPath", "UIViewPropertyAnimator",
        "UIDynamicAnimator", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "NSLayoutConstraint",
        "UILayoutGuide", "UIStoryboard", "UINib", "UIHostingController", "UICollectionViewCompositionalLayout",
        "UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource", "UIScene", "UIWindowScene",
        "UIEditMenuInteraction", "UIColorWell", "UISearchTextField", "UIDocumentPickerViewController",
        "UIImagePickerController", "UIPopoverPresentationController", "UIPresentationController",
    ]

    /// Members by the UIKit class that declares them.
    static let members: [String: [String: Kind]] = [
        "UIResponder": kinds(properties: ["undoManager", "keyCommands", "userActivity", "textInputMode"],
                             methods: ["buildMenu", "restoreUserActivityState"]),
        "UIView": kinds(properties: [
            "contentMode", "tintColor",
            "layer", "layoutMargins", "preservesSuperviewLayoutMargins", "directionalLayoutMargins",
            "safeAreaInsets", "safeAreaLayoutGuide", "constraints", "isOpaque", "opaque", "intrinsicContentSize",
            "interactions", "accessibilityLabel", "accessibilityIdentifier", "accessibilityHint",
            "isAccessibilityElement", "semanticContentAttribute", "overrideUserInterfaceStyle", "traitCollection",
            "contentScaleFactor", "mask", "tintAdjustmentMode", "insetsLayoutMarginsFromSafeArea", "focusGroupIdentifier",
            "keyboardLayoutGuide", "readableContentGuide", "isFocused", "leadingAnchor", "trailingAnchor",
            "leftAnchor", "rightAnchor", "topAnchor", "bottomAnchor", "widthAnchor", "heightAnchor", "centerXAnchor",
            "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
        ], methods: [
            "sizeToFit", "sizeThatFits", "tintColorDidChange",
            "addConstraint", "addConstraints", "removeConstraint", "removeConstraints", "draw", "setNeedsDisplay",
            "snapshotView", "addInteraction", "removeInteraction", "traitCollectionDidChange", "didMoveToSuperview",
            "didMoveToWindow", "willMoveToSuperview", "willMoveToWindow", "didAddSubview", "willRemoveSubview",
            "exchangeSubview", "exchangeSubviewAtIndex", "insertSubviewAboveSubview", "insertSubviewBelowSubview",
            "layoutMarginsDidChange", "safeAreaInsetsDidChange", "updateConstraints", "setNeedsUpdateConstraints",
            "systemLayoutSizeFittingSize", "setContentHuggingPriority", "setContentCompressionResistancePriority",
            "transitionWithView", "performWithoutAnimation", "animateKeyframes", "addKeyframe",
            "didUpdateFocus", "shouldUpdateFocus",
        ]),
        "UIWindow": kinds(properties: ["windowScene", "screen", "canResizeToFitContent"],
                          methods: ["resignKey", "becomeKey"]),
        "UIViewController": kinds(properties: [
            "title", "tabBarItem", "modalPresentationStyle", "modalTransitionStyle",
            "preferredStatusBarStyle", "prefersStatusBarHidden", "storyboard", "splitViewController",
            "isModalInPresentation", "preferredContentSize", "additionalSafeAreaInsets", "transitioningDelegate",
            "toolbarItems", "hidesBottomBarWhenPushed", "definesPresentationContext", "popoverPresentationController",
        ], methods: [
            "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews",
            "viewDidLayoutSubviews", "performSegue", "prepare", "showDetailViewController",
            "setNeedsStatusBarAppearanceUpdate", "willMove", "viewWillTransition", "setEditing",
            "updateViewConstraints", "traitCollectionDidChange",
        ]),
        "UIApplication": kinds(properties: [
            "applicationIconBadgeNumber", "isIdleTimerDisabled", "connectedScenes", "applicationState",
            "isNetworkActivityIndicatorVisible", "openSessions", "supportsMultipleScenes",
        ], methods: [
            "open", "canOpenURL", "beginIgnoringInteractionEvents", "endIgnoringInteractionEvents",
            "registerForRemoteNotifications", "requestSceneSessionActivation", "beginBackgroundTask",
        ]),
        "UIControl": kinds(properties: ["contentHorizontalAlignment", "contentVerticalAlignment",
                                        "isContextMenuInteractionEnabled", "showsMenuAsPrimaryAction", "menu",
                                        "toolTip", "isSymbolAnimationEnabled"],
                           methods: ["addAction", "removeAction", "performPrimaryAction"]),
        "UIButton": kinds(properties: ["titleLabel", "imageView", "configuration", "contentEdgeInsets",
                                       "imageEdgeInsets", "titleEdgeInsets", "buttonType", "role",
                                       "adjustsImageWhenHighlighted", "showsTouchWhenHighlighted"],
                          methods: ["setTitle", "setImage", "setTitleColor", "setBackgroundImage",
                                    "setAttributedTitle", "setNeedsUpdateConfiguration"]),
        "UILabel": kinds(properties: ["font", "textColor", "numberOfLines", "textAlignment", "attributedText",
                                      "lineBreakMode", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
                                      "preferredMaxLayoutWidth", "highlightedTextColor"],
                         methods: ["textRect", "drawText"]),
        "UIImageView": kinds(properties: ["animationImages", "animationDuration", "highlightedImage",
                                          "preferredSymbolConfiguration", "isAnimating"],
                             methods: ["startAnimating", "stopAnimating"]),
        "UITextField": kinds(properties: ["font", "textColor", "textAlignment", "borderStyle", "keyboardType",
                                          "returnKeyType", "isSecureTextEntry", "secureTextEntry",
                                          "attributedText", "leftView", "rightView", "autocorrectionType",
                                          "autocapitalizationType", "textContentType"],
                             methods: ["textRect", "editingRect", "placeholderRect"]),
        "UIScrollView": kinds(properties: [
            "zoomScale", "minimumZoomScale", "maximumZoomScale", "showsVerticalScrollIndicator",
            "showsHorizontalScrollIndicator", "scrollIndicatorInsets", "verticalScrollIndicatorInsets",
            "horizontalScrollIndicatorInsets", "contentInsetAdjustmentBehavior", "adjustedContentInset",
            "refreshControl", "scrollsToTop", "isDirectionalLockEnabled", "directionalLockEnabled",
            "indicatorStyle", "bouncesZoom", "isZooming", "isZoomBouncing",
            "contentLayoutGuide", "frameLayoutGuide", "automaticallyAdjustsScrollIndicatorInsets",
        ], methods: ["setZoomScale", "zoom", "zoomToRect", "scrollRectToVisible", "flashScrollIndicators",
                     "adjustedContentInsetDidChange"]),
        // SPEC 12.5 models the items' places and actions; the rest of the bars' API is looks.
        "UIBarButtonItem": kinds(properties: ["image", "landscapeImagePhone", "tintColor", "possibleTitles",
                                              "menu", "primaryAction", "isSelected", "changesSelectionAsPrimaryAction",
                                              "isHidden", "hidden", "menuRepresentation"],
                                 methods: ["setBackgroundImage", "setTitleTextAttributes", "setBackButtonBackgroundImage"]),
        "UIToolbar": kinds(properties: ["delegate", "barStyle", "barTintColor", "isTranslucent", "translucent",
                                        "standardAppearance", "compactAppearance", "scrollEdgeAppearance"],
                           methods: ["setBackgroundImage", "setShadowImage"]),
        "UINavigationBar": kinds(properties: ["delegate", "barStyle", "barTintColor", "isTranslucent", "translucent",
                                              "prefersLargeTitles", "titleTextAttributes", "standardAppearance",
                                              "compactAppearance", "scrollEdgeAppearance", "topItem", "backItem", "items"],
                                 methods: ["pushItem", "popItem", "setItems", "setBackgroundImage"]),
        "UINavigationItem": kinds(properties: ["titleView", "prompt", "backBarButtonItem", "backButtonTitle",
                                               "largeTitleDisplayMode", "searchController", "hidesSearchBarWhenScrolling",
                                               "backButtonDisplayMode"],
                                  methods: []),
        "UIGestureRecognizer": kinds(properties: ["requiresExclusiveTouchType", "allowedTouchTypes",
                                                  "allowedPressTypes", "modifierFlags", "buttonMask"],
                                     methods: ["shouldReceive"]),
    ]

    /// Swift spellings of names the engine has: the name a script should use
    /// instead, by the class that declares it (`point(inside:)` → `pointInside`).
    static let swiftSpellings: [String: [String: String]] = [
        "NSObject": ["isKind": "isKindOfClass"],
        "UIResponder": ["next": "nextResponder", "target": "targetForAction"],
        "UIView": ["point": "pointInside", "isDescendant": "isDescendantOfView", "convert": "convertPointToView",
                   "bringSubview": "bringSubviewToFront", "sendSubview": "sendSubviewToBack"],
        "UIWindow": ["makeKey": "makeKeyWindow"],
        "UIControl": ["sendActions": "sendActionsForControlEvents"],
        "UITouch": ["location": "locationInView", "previousLocation": "previousLocationInView"],
        "UIEvent": ["touches": "touchesForView"],
        "UIGestureRecognizer": ["require": "requireGestureRecognizerToFail", "location": "locationInView",
                                "ignore": "ignoreTouch", "shouldRequireFailure": "shouldRequireFailureOf",
                                "shouldBeRequiredToFail": "shouldBeRequiredToFailBy", "canBePrevented": "canBePreventedBy"],
        "UIPanGestureRecognizer": ["translation": "translationInView"],
    ]

    private static func kinds(properties: [String], methods: [String]) -> [String: Kind] {
        var out: [String: Kind] = [:]
        for p in properties { out[p] = .property }
        for m in methods { out[m] = .method }
        return out
    }

    /// What `name` is, for an object whose classes are `ancestry` (most derived first).
    enum Finding {
        case unimplemented(Kind, declaredBy: String)
        case swiftSpelling(of: String, declaredBy: String)
    }

    static func find(_ name: String, in ancestry: [String]) -> Finding? {
        for owner in ancestry {
            if let kind = members[owner]?[name] { return .unimplemented(kind, declaredBy: owner) }
            if let luaName = swiftSpellings[owner]?[name] { return .swiftSpelling(of: luaName, declaredBy: owner) }
        }
        return nil
    }

    /// The message for a class name: constructing or subclassing it is an error.
    static func classMessage(_ name: String) -> String {
        "\(name) is UIKit API respond-lua does not implement"
    }

    static func memberMessage(_ name: String, _ finding: Finding) -> String { memberWords(name, finding).en }

    /// `memberMessage` in both languages, for the warnings a person reads.
    static func memberWords(_ name: String, _ finding: Finding) -> Words {
        switch finding {
        case .unimplemented(let kind, let owner):
            let what = kind == .method ? Words("method", "方法") : Words("property", "属性")
            return Words("'\(name)' is UIKit API respond-lua does not implement (a \(what.en) of \(owner))",
                         "'\(name)' 是 respond-lua 没有实现的 UIKit API（\(owner) 的\(what.zh)）")
        case .swiftSpelling(let luaName, let owner):
            return Words("'\(name)' is Swift's spelling; respond-lua calls this \(owner) member '\(luaName)', as Objective-C does",
                         "'\(name)' 是 Swift 的写法；respond-lua 和 Objective-C 一样，把 \(owner) 的这个成员叫作 '\(luaName)'")
        }
    }
}
