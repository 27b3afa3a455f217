/// Modifiers with nothing to draw (they are noted in the component's
/// report, by reason), and visual ones sitegen does not draw yet (they make
/// the component partial).
enum NoPictureModifiers {
    static let entries: [ModifierEntry] =
        names(.noPicture(.animation), [
            "animation", "transition", "contentTransition", "matchedGeometryEffect", "symbolEffect", "transaction",
            "phaseAnimator", "keyframeAnimator", "geometryGroup",
        ])
        + names(.noPicture(.haptics), ["sensoryFeedback"])
        + names(.noPicture(.interaction), [
            "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "contentShape",
            "allowsHitTesting", "focused", "focusable", "onSubmit", "submitLabel", "keyboardType",
            "textInputAutocapitalization", "autocorrectionDisabled", "textContentType", "draggable", "dropDestination",
            "disableAutocorrection", "autocapitalization", "help",
            "swipeActions", "contextMenu", "onHover", "hoverEffect", "refreshable", "scrollDismissesKeyboard",
            "scrollIndicators", "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition", "scrollDisabled",
            "textSelection", "onDrag", "onDrop", "onDelete", "onMove", "deleteDisabled", "moveDisabled",
        ])
        + names(.noPicture(.lifecycle), [
            "onReceive", "onDisappear", "id", "environmentObject", "onOpenURL",
            "transformPreference",
            "defaultScrollAnchor", "privacySensitive", "widgetURL", "onScrollGeometryChange", "selectionDisabled",
        ])
        + names(.noPicture(.presentation), [
            // A sheet or cover whose binding is false in the preview is noted
            // so by its own entry (`NavigationModifiers`).
            "alert", "confirmationDialog", "navigationDestination", "toolbarRole", "searchable",
            "statusBarHidden", "persistentSystemOverlays", "interactiveDismissDisabled",
            "buttonBorderShape", "controlSize",
            "interpolation", "antialiased", "containerBackground", "mapStyle", "mapControls", "mapControlVisibility", "sharedBackgroundVisibility",
            // A navigation stack's root has no back button to hide.
            "navigationTransition", "navigationBarBackButtonHidden", "navigationViewStyle",
        ])
        + names(.noPicture(.accessibility), [
            "accessibility", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityElement", "accessibilityAddTraits",
            "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityIdentifier", "accessibilityAction",
            "accessibilityAdjustableAction", "accessibilitySortPriority", "accessibilityRepresentation", "accessibilityInputLabels",
            "accessibilityShowsLargeContentViewer", "accessibilityHeading", "speechAnnouncementsQueued",
        ])
        + names(.notDrawn, [
            "lineHeight", "textScale",
            // Only `.background()` without arguments reads it; that form is not drawn either.
            "backgroundStyle",
        ])

    private static func names(_ kind: ModifierEntry.Kind, _ names: [String]) -> [ModifierEntry] {
        names.map { ModifierEntry($0, kind) }
    }
}
