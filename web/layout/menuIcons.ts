// The icons the server's menu names (newicon, contract/menus.ts and the staff menus), imported
// one by one: the whole icon set would weigh far more than the portal itself.
import type { ComponentType } from 'react';
import {
  AppstoreAddOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  BugOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  CodeOutlined,
  CustomerServiceOutlined,
  DeliveredProcedureOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GlobalOutlined,
  LinkOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RobotOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SearchOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';

export const menuIcons: Readonly<Record<string, ComponentType>> = {
  AppstoreAddOutlined,
  AuditOutlined,
  BookOutlined,
  BugOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  CodeOutlined,
  CustomerServiceOutlined,
  DeliveredProcedureOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GlobalOutlined,
  LinkOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RobotOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SearchOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
};

/** The icon of a menu entry; an unknown name (a code added on the server first) gets a neutral one. */
export function menuIcon(name: string): ComponentType {
  return menuIcons[name] ?? AppstoreOutlined;
}
