// Web Push handlers (push, notificationclick) come here: docs/decisions/078-installable-app-offline.md
export {};
